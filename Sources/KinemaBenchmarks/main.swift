import Foundation
import KinemaCore

// How many simultaneous animations KinemaCore evaluates per frame within a 1 ms budget of one core.
//
// Run in release: `swift run -c release kinema-benchmarks` (debug figures are meaningless).
// The workload is a mix, in equal thirds, of
//   - CGRect frames on the named cubic curves,
//   - CGAffineTransforms (rotation + scale + translation, interpolated by decomposition) on UIKit springs,
//   - RGBA colours, alternately on curves and on springs,
// each with its own start time and one of three durations, so curves are solved at many different points.
// Every animation starts within the first 0.25 s and lasts at least 0.5 s, and only frames between 0.25 s
// and 0.75 s are timed: at each of them all the animations are in flight (none waiting, none finished).
// As in UIKit, where one animation block gives every property it animates the same timing, animations
// with the same timing and duration share one resolved timing.

struct Workload {
    var frames: [Animation<CGRect>] = []
    var transforms: [Animation<CGAffineTransform>] = []
    var colours: [Animation<RGBAColor>] = []

    init(count: Int, sharesTimings: Bool = true) {
        var generator = SplitMix64(seed: 2026)
        let curves: [CubicBezier] = [.easeInEaseOut, .easeIn, .easeOut, .caDefault, .linear]
        // UIKit springs: a handful of distinct (damping, velocity, duration) triples, as real scenes use.
        let springs: [AnimationTiming] = [
            .dampedSpring(dampingRatio: 0.6, initialVelocity: 0.1),
            .dampedSpring(dampingRatio: 0.7, initialVelocity: 0.8),
            .dampedSpring(dampingRatio: 0.8, initialVelocity: 0.1),
        ]
        var resolved: [String: ResolvedTiming] = [:]
        func shared(_ timing: AnimationTiming, _ duration: Double) -> ResolvedTiming {
            let key = "\(timing) \(duration)"
            if sharesTimings, let timing = resolved[key] { return timing }
            let made = timing.resolved(duration: duration)
            resolved[key] = made
            return made
        }
        for i in 0..<count {
            let begin = Double.random(in: 0...Self.latestBegin, using: &generator)
            let duration = [0.5, 0.85, 1.05][(i / 3) % 3]
            switch i % 3 {
            case 0:
                frames.append(Animation(
                    path: .line(
                        from: CGRect(x: 0, y: Double(i % 100), width: 100, height: 62),
                        to: CGRect(x: 200, y: Double(i % 50), width: 300, height: 62)),
                    timing: shared(.curve(curves[i % curves.count]), duration), beginTime: begin))
            case 1:
                transforms.append(Animation(
                    path: .line(
                        from: CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 0.8, y: 0.8).translatedBy(x: -150, y: 0),
                        to: CGAffineTransform(rotationAngle: -0.2).scaledBy(x: 1.1, y: 1.1)),
                    timing: shared(springs[i % springs.count], duration), beginTime: begin))
            default:
                colours.append(Animation(
                    path: .line(from: RGBAColor(hex: 0xFF3B30), to: RGBAColor(hex: 0x007AFF, alpha: 0.5)),
                    timing: shared(i % 2 == 0 ? .curve(curves[i % curves.count]) : springs[i % springs.count], duration),
                    beginTime: begin))
            }
        }
    }

    static let latestBegin = 0.25
    static let shortestDuration = 0.5
    /// The times at which every animation is in flight.
    static let allInFlight = latestBegin..<shortestDuration

    /// How many animations are between their start and their end at `time`.
    func inFlight(at time: Double) -> Int {
        func count<Value>(_ animations: [Animation<Value>]) -> Int {
            animations.count { time >= $0.beginTime && time < $0.beginTime + $0.timing.duration }
        }
        return count(frames) + count(transforms) + count(colours)
    }

    /// Evaluates every animation at `time`; returns a checksum so nothing is optimised away.
    func evaluate(at time: Double) -> Double {
        evaluateFrames(at: time) + evaluateTransforms(at: time) + evaluateColours(at: time)
    }

    func evaluateFrames(at time: Double) -> Double {
        var sum = 0.0
        for i in frames.indices { sum += Double(frames[i].value(at: time).minX) }
        return sum
    }

    func evaluateTransforms(at time: Double) -> Double {
        var sum = 0.0
        for i in transforms.indices { sum += Double(transforms[i].value(at: time).a) }
        return sum
    }

    func evaluateColours(at time: Double) -> Double {
        var sum = 0.0
        for i in colours.indices { sum += colours[i].value(at: time).red }
        return sum
    }
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// The frame times measured: `frames` steps through the span where every animation is in flight.
func frameTimes(_ frames: Int) -> [Double] {
    let span = Workload.allInFlight
    return (0..<frames).map { span.lowerBound + (span.upperBound - span.lowerBound) * Double($0) / Double(frames) }
}

/// Median nanoseconds per animation over `frames` frames, evaluating `evaluate` over `count` animations.
func measure(count: Int, frames: Int, _ evaluate: (Double) -> Double) -> (perAnimation: Double, checksum: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var checksum = 0.0
    for time in frameTimes(frames) {
        let start = clock.now
        checksum += evaluate(time)
        samples.append(nanoseconds(clock.now - start) / Double(count))
    }
    samples.sort()
    return (samples[samples.count / 2], checksum)
}

#if DEBUG
print("warning: debug build; figures are meaningless. Use: swift run -c release kinema-benchmarks")
#endif

// `kinema-benchmarks stress` runs only the stress workload (for profiling it alone);
// `kinema-benchmarks stress cycle` only its cycle starts (for profiling the recording of blocks).
if CommandLine.arguments.dropFirst().first == "stress" {
    if CommandLine.arguments.dropFirst(2).first == "cycle" {
        MainActor.assumeIsolated { StressFrames.reportCycleStart() }
    } else {
        MainActor.assumeIsolated { StressFrames.report() }
    }
    exit(0)
}

// `kinema-benchmarks churn [SCENE]`: a scene made and dropped 200 times, RSS as it goes (leaks by count).
if CommandLine.arguments.dropFirst().first == "churn" {
    MainActor.assumeIsolated { SceneChurn.report(scene: CommandLine.arguments.dropFirst(2).first ?? "collection") }
    exit(0)
}
// `kinema-benchmarks layout`: KinemaLayout's solver alone (a full solve, a drag frame's setConstant), then Auto Layout through KinemaUI.
if CommandLine.arguments.dropFirst().first == "layout" {
    LayoutSolverBenchmarks.report()
    MainActor.assumeIsolated { AutoLayoutBenchmarks.report() }
    exit(0)
}
// `kinema-benchmarks scrub`: the timeline's scrubbing in long sessions, with and without checkpoints.
if CommandLine.arguments.dropFirst().first == "scrub" {
    MainActor.assumeIsolated { Scrubbing.report() }
    exit(0)
}

let count = 30_000
let workload = Workload(count: count)
let inFlight = frameTimes(100).map(workload.inFlight).min() ?? 0
guard inFlight == count else {
    print("error: only \(inFlight) of \(count) animations are in flight at some measured frame")
    exit(1)
}
_ = measure(count: count, frames: 10, workload.evaluate)  // warm up caches and the allocator
let (perAnimation, checksum) = measure(count: count, frames: 100, workload.evaluate)
let third = count / 3
let kinds: [(String, (Double) -> Double)] = [
    ("CGRect on cubic curves", workload.evaluateFrames),
    ("CGAffineTransform on springs", workload.evaluateTransforms),
    ("RGBA colour on curves and springs", workload.evaluateColours),
]
func row(_ name: String, _ nanoseconds: Double) -> String {
    name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%6.1f ns per animation", nanoseconds)
}
print("KinemaCore evaluation: \(count) animations, all in flight; median of 100 frames between 0.25 and 0.5 s")
for (name, evaluate) in kinds {
    print(row("  " + name, measure(count: third, frames: 100, evaluate).perAnimation))
}
print(row("  mix (shared timings, as UIKit blocks)", perAnimation))
let unshared = Workload(count: count, sharesTimings: false)
_ = measure(count: count, frames: 10, unshared.evaluate)
print(row("  mix (a separate timing per animation)", measure(count: count, frames: 100, unshared.evaluate).perAnimation))
print("=> \(Int(1e6 / perAnimation)) simultaneous animations per 16.7 ms frame within 1 ms of one core (aim: at least 10,000)")
print(String(format: "(checksum %.3f)", checksum))
print("")
MainActor.assumeIsolated { Retargeting.report() }
print("")
MainActor.assumeIsolated { StressFrames.report() }
print("")
LayoutSolverBenchmarks.report()
MainActor.assumeIsolated { AutoLayoutBenchmarks.report() }
