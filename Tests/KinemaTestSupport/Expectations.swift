import Foundation
import Testing

/// Fails with both numbers and the tolerance when |actual − expected| > tolerance.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        Swift.abs(actual - expected) <= tolerance,
        "\(comment) got \(actual), expected \(expected) ± \(tolerance)",
        sourceLocation: sourceLocation)
}

public func expectClose(
    _ actual: CGFloat, _ expected: Double, tolerance: Double, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(Double(actual), expected, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

/// Reference text files beside the tests (in `Snapshots/`), named after what they show.
/// Regenerate with `KINEMA_RECORD_SNAPSHOTS=1 scripts/test`; a missing reference is recorded and reported
/// as a failure, so it is never silently accepted.
public enum SnapshotFile {
    public static func expect(
        _ text: String, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
        let record = ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1"
        guard !record, let reference = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(url.lastPathComponent); check it and run again", sourceLocation: sourceLocation)
            return
        }
        #expect(text == reference, "snapshot \(name) differs:\n\(text)", sourceLocation: sourceLocation)
    }
}
