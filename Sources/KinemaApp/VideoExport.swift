import Foundation

/// `capture --video` / `--gif`: the captured PNGs encoded by Debian's ffmpeg, each frame shown until the
/// next one's time.
@MainActor
enum VideoExport {
    /// ffmpeg's path, or nil when it is not installed.
    static func ffmpeg() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let missing = "ffmpeg is not installed: install it with 'sudo apt-get install ffmpeg' (scripts/bootstrap does), or capture PNGs without --video/--gif"

    /// Encodes `frames` (PNG paths at `times`, in order) to `output`: H.264 for .mp4/.mov/.mkv (VP9 for
    /// .webm), or a GIF with its own palette. Throws a one-line reason.
    static func encode(frames: [String], times: [Double], to output: String, gif: Bool, in folder: String) throws {
        guard let ffmpeg = ffmpeg() else { throw Output.failure(missing) }
        // ffmpeg's concat list: each frame for as long as until the next (the last as long as the one
        // before), resampled to a constant rate.
        var list = "ffconcat version 1.0\n"
        for (index, frame) in frames.enumerated() {
            let next = index + 1 < times.count ? times[index + 1] : times[index] + (times[index] - times[max(0, index - 1)])
            let duration = max(0.001, next - times[index])
            list += "file '\(frame.replacingOccurrences(of: "'", with: "'\\''"))'\nduration \(String(format: "%.6f", duration))\n"
        }
        let listPath = (folder as NSString).appendingPathComponent(".frames-\(getpid()).ffconcat")
        try list.write(toFile: listPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: listPath) }
        let rate = min(60, max(1, (Double(frames.count - 1) / max(0.001, times.last! - times.first!)).rounded()))
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", listPath]
        if gif {
            arguments += ["-vf", "fps=\(Int(rate)),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer", "-loop", "0"]
        } else if (output as NSString).pathExtension.lowercased() == "webm" {
            arguments += ["-vf", "fps=\(Int(rate)),format=yuv420p", "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32"]
        } else {
            arguments += ["-vf", "fps=\(Int(rate)),scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p", "-c:v", "libx264", "-crf", "18", "-movflags", "+faststart"]
        }
        arguments.append(output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").last.map(String.init) ?? "status \(process.terminationStatus)"
            throw Output.failure("ffmpeg could not write '\(output)': \(reason)")
        }
    }
}
