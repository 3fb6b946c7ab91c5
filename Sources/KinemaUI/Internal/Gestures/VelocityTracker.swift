import Foundation

/// Estimates a finger's velocity from its recent positions, as UIKit does for pans and scrolling:
/// the least-squares slope of the samples in the last `window` seconds (100 ms). Fewer than two samples,
/// or a finger that has rested longer than the window, give zero.
struct VelocityTracker {
    static let window = 0.1
    private var samples: [(time: Double, point: CGPoint)] = []

    mutating func reset() {
        samples.removeAll()
    }

    mutating func add(_ point: CGPoint, at time: Double) {
        samples.append((time, point))
        // Keep only what the window may still need.
        if let last = samples.last?.time {
            samples.removeAll { $0.time < last - Self.window * 2 }
        }
    }

    /// Points per second at `time` (the latest sample's time when nil).
    func velocity(at time: Double? = nil) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let now = time ?? last.time
        let recent = samples.filter { $0.time >= now - Self.window }
        guard recent.count >= 2 else { return .zero }
        let meanT = recent.map(\.time).reduce(0, +) / Double(recent.count)
        let meanX = recent.map { Double($0.point.x) }.reduce(0, +) / Double(recent.count)
        let meanY = recent.map { Double($0.point.y) }.reduce(0, +) / Double(recent.count)
        var stt = 0.0, stx = 0.0, sty = 0.0
        for sample in recent {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * (Double(sample.point.x) - meanX)
            sty += dt * (Double(sample.point.y) - meanY)
        }
        guard stt > 1e-12 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }
}
