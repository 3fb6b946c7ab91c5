import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI

/// The stress scene's workload without a window (`kinema bench --scene stress` has the window): 10,000
/// items rising 86.8 points and fading in over 0.85 s on the ease-in-out curve, 0.0002 s apart so every
/// one is in flight between 2.0 and 2.85 s. Timed: KinemaCore alone evaluating the 20,000 animations
/// (opacity and offset) of a frame, and KinemaUI's whole frame for the same views (animations, layout,
/// the DisplayList).
@MainActor
enum StressFrames {
    static let count = 10_000
    static let stagger = 0.0002

    /// Median seconds of KinemaCore evaluating every item's opacity and offset at frames in flight.
    static func core() -> (seconds: Double, checksum: Double) {
        let timing = AnimationTiming.curve(.easeInEaseOut).resolved(duration: 0.85)
        let opacity = (0..<count).map { Animation(path: .line(from: 0.0, to: 1.0), timing: timing, beginTime: Double($0) * stagger) }
        let offset = (0..<count).map { Animation(path: .line(from: 86.8, to: 0.0), timing: timing, beginTime: Double($0) * stagger) }
        var times: [Double] = []
        var checksum = 0.0
        let clock = ContinuousClock()
        for frame in 0..<50 {
            let time = 2.0 + Double(frame) / 60
            let elapsed = clock.measure {
                var sum = 0.0
                for index in 0..<count { sum += opacity[index].value(at: time) + offset[index].value(at: time) }
                checksum += sum
            }
            times.append(Retargeting.seconds(elapsed))
        }
        return (times.sorted()[times.count / 2], checksum)
    }

    /// Median seconds of KinemaCore evaluating `count` running springs at frames where all are in
    /// flight: UIKit's duration spring (damping 0.7, 0.5 s, as `usingSpringWithDamping` makes it), one
    /// resolved timing shared as a block's animations share it, begun over the first 0.35 s so that at
    /// every timed frame (0.36 to 0.48 s) each is between 0.01 s and 0.49 s into its 0.5 s.
    static func springs() -> (seconds: Double, checksum: Double) {
        let timing = AnimationTiming.dampedSpring(dampingRatio: 0.7, initialVelocity: 0).resolved(duration: 0.5)
        let springs = (0..<count).map {
            Animation(path: .line(from: 0.0, to: 86.8), timing: timing, beginTime: 0.35 * Double($0) / Double(count))
        }
        var times: [Double] = []
        var checksum = 0.0
        let clock = ContinuousClock()
        for frame in 0..<50 {
            let time = 0.36 + Double(frame) * 0.0025
            precondition(springs.allSatisfy { !$0.isFinished(at: time) && time > $0.beginTime }, "every spring in flight")
            let elapsed = clock.measure {
                var sum = 0.0
                for index in 0..<count { sum += springs[index].value(at: time) }
                checksum += sum
            }
            times.append(Retargeting.seconds(elapsed))
        }
        return (times.sorted()[times.count / 2], checksum)
    }

    /// The stress scene's grid: `count` rounded 24 × 12 cells, 40 to a row, in a 1280 × 800 window.
    static func grid() -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.engine.drainsMainQueue = false
        let views = (0..<count).map { index -> UIView in
            let view = UIView(frame: CGRect(x: 82 + 28 * CGFloat(index % 40), y: 2 + 16 * CGFloat(index / 40), width: 24, height: 12))
            view.backgroundColor = .systemBlue
            view.layer.cornerRadius = 4
            window.addSubview(view)
            return view
        }
        return (window, views)
    }

    /// Median seconds of one KinemaUI frame (`runFrame` with the clock moved beforehand) with every view in flight.
    static func ui() -> Double {
        let (window, views) = grid()
        window.engine.clock.advance(to: 0)
        _ = window.runFrame(events: [], advancingBy: 0)
        UIView.performWithoutAnimation {
            for view in views {
                view.alpha = 0
                view.transform = CGAffineTransform(translationX: 0, y: 86.8)
            }
        }
        for (index, view) in views.enumerated() {
            UIView.animate(withDuration: 0.85, delay: Double(index) * stagger, options: [.curveEaseInOut]) {
                view.alpha = 1
                view.transform = .identity
            }
        }
        var times: [Double] = []
        let clock = ContinuousClock()
        for frame in 0..<50 {
            window.engine.clock.advance(to: 2.0 + Double(frame) / 60)
            times.append(Retargeting.seconds(clock.measure { _ = window.runFrame(events: [], advancingBy: 0) }))
        }
        return times.sorted()[times.count / 2]
    }

    /// Median seconds of a cycle's start: every view jumps to its start without animation, one
    /// `UIView.animate` block per view is recorded, and the next frame takes them in. As in the scene's
    /// grid, the cells are 0.002 s apart, so most blocks of the previous cycle are still running (waiting
    /// out their delay) and are replaced. Also the median of the recording alone (the jumps and blocks,
    /// without the frame).
    static func cycleStart() -> (whole: Double, recording: Double) {
        let (window, views) = grid()
        let rise = CGAffineTransform(translationX: 0, y: 86.8)
        var times: [Double] = []
        var recordings: [Double] = []
        let clock = ContinuousClock()
        for cycle in 0..<12 {
            window.engine.clock.advance(to: Double(cycle) * 3 - 1.0 / 60)
            _ = window.runFrame(events: [], advancingBy: 0)
            window.engine.clock.advance(to: Double(cycle) * 3)
            times.append(Retargeting.seconds(clock.measure {
                let start = clock.now
                UIView.performWithoutAnimation {
                    for view in views {
                        view.alpha = 0
                        view.transform = rise
                    }
                }
                for (index, view) in views.enumerated() {
                    UIView.animate(withDuration: 0.85, delay: Double(index) * 0.002, options: [.curveEaseInOut]) {
                        view.alpha = 1
                        view.transform = .identity
                    }
                }
                recordings.append(Retargeting.seconds(start.duration(to: clock.now)))
                _ = window.runFrame(events: [], advancingBy: 0)
            }))
        }
        return (times.sorted()[times.count / 2], recordings.sorted()[recordings.count / 2])
    }

    static func report() {
        let core = core()
        print("Stress workload: \(count) items in flight, each an opacity and an offset animation")
        print(String(format: "  KinemaCore evaluating the %d animations of a frame: %6.2f ms (checksum %.1f)", 2 * count, core.seconds * 1000, core.checksum))
        let springs = springs()
        print(String(format: "  KinemaCore evaluating %d running springs (UIKit's, damping 0.7, 0.5 s): %6.2f ms (aim: 0.5 ms; checksum %.1f)", count, springs.seconds * 1000, springs.checksum))
        print(String(format: "  KinemaUI, the whole frame (animations, layout, DisplayList):  %6.2f ms", ui() * 1000))
        reportCycleStart()
    }

    static func reportCycleStart() {
        let start = cycleStart()
        print(String(format: "  KinemaUI, a cycle's start (%d blocks recorded, then the frame): %6.2f ms", count, start.whole * 1000))
        print(String(format: "  KinemaUI, recording its %d blocks: %6.2f ms, %.2f µs a block (aim: 0.8 µs)", count, start.recording * 1000, start.recording * 1e6 / Double(count)))
    }
}
