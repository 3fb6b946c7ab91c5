import Foundation
import Testing

/// `capture --video/--gif` hands the frames to ffmpeg safely: no terminal, paths that cannot be read as
/// options, a time limit, the helper ended with Kinema, and ffmpeg's error reported whole. A stand-in
/// `ffmpeg` on PATH shows what Kinema gives it and how it ends it.
@Suite("Video export")
struct VideoExportTests {
    /// A folder holding an executable `ffmpeg` with `body` (sh), put first on PATH by `environment`.
    static func fakeFFmpeg(_ body: String) throws -> (folder: String, environment: [String: String]) {
        let folder = CLITests.temporaryDirectory()
        let path = folder + "/ffmpeg"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return (folder, ["PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
    }

    /// ffmpeg gets no terminal: `-nostdin`, and standard input on /dev/null (the stand-in fails otherwise).
    @Test func ffmpegGetsNoTerminal() throws {
        let (folder, environment) = try Self.fakeFFmpeg("""
            [ "$(readlink /proc/self/fd/0)" = /dev/null ] || { echo "stdin is $(readlink /proc/self/fd/0)" >&2; exit 9; }
            case " $* " in *" -nostdin "*) ;; *) echo "no -nostdin in: $*" >&2; exit 8;; esac
            for last; do :; done
            printf 'not empty' > "$last"
            """)
        let result = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder + "/frames", "--video", folder + "/v.mp4"],
                                      setting: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/v.mp4"))
    }

    /// An output named like an option (`-y.mp4`) is a file of that name, written by the real ffmpeg.
    @Test func anOutputNamedLikeAnOptionIsAFile() throws {
        let folder = CLITests.temporaryDirectory()
        let result = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", "frames", "--video", "-y.mp4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/-y.mp4")[.size] as? Int) ?? 0
        #expect(size > 1000, "the video was written as '-y.mp4' (\(size) bytes)")
    }

    /// A `--out` folder whose path holds a newline: the frames are encoded, and a failure is reported with
    /// ffmpeg's message whole.
    @Test func aNewlineInTheFolderNeitherBreaksEncodingNorTheMessage() throws {
        let folder = CLITests.temporaryDirectory() + "/two\nlines"
        let encoded = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder, "--gif", folder + "/v.gif"])
        #expect(encoded.status == 0, "\(encoded.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/v.gif"))
        let failed = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder, "--video", folder + "/none/v.mp4"])
        #expect(failed.status == 1)
        #expect(failed.stderr == "kinema: ffmpeg could not write '\(folder)/none/v.mp4': \(folder)/none/v.mp4: No such file or directory\n",
                "\(failed.stderr)")
    }

    /// An ffmpeg that never ends is stopped after its time (`KINEMA_VIDEO_TIMEOUT` here; by default a
    /// minute and a fifth of a second a frame) with a message, and is not left running.
    @Test func anFFmpegThatHangsIsStopped() throws {
        let (folder, environment) = try Self.fakeFFmpeg("echo $$ > \"$(dirname \"$0\")/pid\"; exec sleep 300")
        var settings = environment
        settings["KINEMA_VIDEO_TIMEOUT"] = "1"
        let result = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder + "/frames", "--video", folder + "/v.mp4"],
                                      setting: settings, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("kinema: ffmpeg took longer than 1 s to encode 3 frames into '\(folder)/v.mp4' and was stopped"), "\(result.stderr)")
        let pid = try #require(Int32(String(contentsOfFile: folder + "/pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) != 0, "the stand-in is gone")
    }

    /// Ctrl-C while ffmpeg runs ends both: Kinema with 130, as a shell reports SIGINT, and ffmpeg with it.
    @Test func controlCEndsFFmpegToo() throws {
        let (folder, environment) = try Self.fakeFFmpeg("echo $$ > \"$(dirname \"$0\")/pid\"; exec sleep 300")
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["capture", "--scene", "curves", "--frames", "3", "--out", folder + "/frames", "--video", folder + "/v.mp4"]
        var settings = ProcessInfo.processInfo.environment
        settings.merge(environment) { _, new in new }
        settings["DISPLAY"] = nil
        process.environment = settings
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (by polling the file system, at most a minute) until the stand-in runs.
        var pid: Int32?
        for _ in 0..<600 where pid == nil {
            pid = (try? String(contentsOfFile: folder + "/pid", encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if pid == nil { usleep(100_000) }
        }
        let child = try #require(pid, "the stand-in ffmpeg never started")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130 && process.terminationReason == .exit)
        var gone = false
        for _ in 0..<50 where !gone {
            gone = kill(child, 0) != 0
            if !gone { usleep(100_000) }
        }
        #expect(gone, "the stand-in ffmpeg ended with Kinema")
    }
}
