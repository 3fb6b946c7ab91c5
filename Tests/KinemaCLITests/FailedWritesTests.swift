import Foundation
import Testing

/// A write that fails is reported, and nothing partial is left behind as if it were whole: `capture`'s
/// frames, contact sheet and videos under a file-size limit (`ulimit -f`, which any user may set) and on
/// a full device (a frame's path made a link to /dev/full, which fails every write with "No space left
/// on device"; `scripts/e2e-full-disk` fills a real small tmpfs where the machine allows it).
@Suite("Failed writes")
struct FailedWritesTests {
    /// kinema run by bash under `ulimit -f blocks` (1 kB blocks): the limit reached makes writes fail
    /// with "File too large" (kinema ignores SIGXFSZ, which would otherwise end it).
    static func underFileSizeLimit(_ blocks: Int, _ arguments: [String], setting: [String: String] = [:]) throws -> CLITests.Result {
        try CLITests.run(["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", CLITests.binary.path] + arguments,
                         setting: setting, program: URL(fileURLWithPath: "/bin/bash"))
    }

    /// Every PNG in `folder` is whole: it ends with the IEND chunk. Returns their names.
    static func wholePNGs(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            #expect(Array(bytes.suffix(12)) == end, "\(name) is cut short (\(bytes.count) bytes)")
        }
        return names
    }

    /// A frame larger than the limit: exit 1, one line naming the file and the reason, no summary, and
    /// no truncated or empty PNG left.
    @Test func aFrameOverTheFileSizeLimitFailsAndLeavesNoPartialFile() throws {
        let folder = CLITests.temporaryDirectory()
        let result = try Self.underFileSizeLimit(16, ["capture", "--scene", "curves", "--frames", "3", "--out", folder])
        #expect(result.status == 1 && !result.bySignal, "status \(result.status): \(result.stderr)")
        #expect(result.stdout.isEmpty, "no 'wrote N frames': \(result.stdout)")
        #expect(result.stderr.hasPrefix("kinema: could not write '\(folder)/frame-0.0") && result.stderr.hasSuffix(".png': File too large\n")
                && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(try Self.wholePNGs(in: folder) == [])
    }

    /// The frames fit, the contact sheet does not: it is its write that is blamed (not a read), and it
    /// is not left behind.
    @Test func aContactSheetOverTheLimitIsBlamedForItsWrite() throws {
        let folder = CLITests.temporaryDirectory()
        let result = try Self.underFileSizeLimit(
            50, ["capture", "--scene", "curves", "--viewport", "--frames", "12", "--out", folder])
        #expect(result.status == 1 && !result.bySignal, "status \(result.status): \(result.stderr)")
        #expect(result.stderr == "kinema: could not write '\(folder)/contact-sheet.png': File too large\n", "\(result.stderr)")
        let left = try Self.wholePNGs(in: folder)
        #expect(left.count == 12 && !left.contains("contact-sheet.png"), "\(left)")
    }

    /// A full device ("No space left on device"): the frame's path is a link to /dev/full.
    @Test func aFullDeviceIsReportedAndTheFrameRemoved() throws {
        let folder = CLITests.temporaryDirectory()
        #expect(symlink("/dev/full", folder + "/frame-0.500.png") == 0)
        let result = try CLITests.run(["capture", "--scene", "table", "--at", "0.25,0.5,1", "--out", folder])
        #expect(result.status == 1 && result.stdout.isEmpty, "status \(result.status): \(result.stdout)\(result.stderr)")
        #expect(result.stderr == "kinema: could not write '\(folder)/frame-0.500.png': No space left on device\n", "\(result.stderr)")
        #expect(try Self.wholePNGs(in: folder) == ["frame-0.250.png"], "the whole frame before stays; the failed one is gone")
    }

    /// ffmpeg ends with 0 after "Error writing trailer … No space left on device", leaving a GIF with no
    /// trailer: Kinema checks the file, reports ffmpeg's error and removes it.
    @Test func aGIFCutShortIsReportedThoughFFmpegSaysZero() throws {
        let (folder, environment) = try VideoExportTests.fakeFFmpeg("""
            for last; do :; done
            printf 'GIF89a cut short' > "$last"
            echo "[out#0/gif @ 0x1] Error writing trailer: No space left on device" >&2
            exit 0
            """)
        let result = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder + "/frames", "--gif", folder + "/v.gif"],
                                      setting: environment)
        #expect(result.status == 1 && result.stdout.isEmpty, "status \(result.status): \(result.stdout)")
        #expect(result.stderr == "kinema: ffmpeg could not write '\(folder)/v.gif': [out#0/gif @ 0x1] Error writing trailer: No space left on device\n",
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/v.gif"))
    }

    /// A GIF with no trailer and no word from ffmpeg, and an empty video: each refused and removed.
    @Test func aSilentCutShortGIFAndAnEmptyVideoAreRefused() throws {
        let (folder, environment) = try VideoExportTests.fakeFFmpeg("""
            for last; do :; done
            case $last in *.gif) printf 'GIF89a' > "$last";; *) : > "$last";; esac
            """)
        for (flag, name, reason) in [("--gif", "v.gif", "the GIF is cut short (it has no trailer)"), ("--video", "v.webm", "it wrote an empty file")] {
            let result = try CLITests.run(["capture", "--scene", "curves", "--frames", "3", "--out", folder + "/frames", flag, folder + "/" + name],
                                          setting: environment)
            #expect(result.status == 1, "\(flag): \(result.stdout)")
            #expect(result.stderr == "kinema: ffmpeg could not write '\(folder)/\(name)': \(reason)\n", "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + name))
        }
    }

    /// The real ffmpeg under a file-size limit the frames fit in and the GIF does not: exit 1, and no
    /// GIF left.
    @Test func theRealFFmpegOverTheLimitFails() throws {
        let folder = CLITests.temporaryDirectory()
        let result = try Self.underFileSizeLimit(
            50, ["capture", "--scene", "curves", "--viewport", "--no-sheet", "--frames", "40", "--out", folder, "--gif", folder + "/v.gif"])
        #expect(result.status == 1 && !result.bySignal && result.stdout.isEmpty, "status \(result.status): \(result.stdout)")
        #expect(result.stderr.hasPrefix("kinema: ffmpeg could not write '\(folder)/v.gif': "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/v.gif"))
    }
}
