import Foundation
import KinemaSDL
import KinemaShell
import KinemaTweaks
import KinemaGraphics
import KinemaUI

/// `kinema [--scene NAME] …`: the interactive window — under `kinema watch` too (`WatchLink`), where it
/// records to the watch's file, may first replay an earlier run's session, and opens where that run's
/// window was.
@MainActor
enum WindowCommand {
    static func run(_ options: WindowOptions, catalog: SceneCatalog) -> Int32 {
        Output.exitStatus {
            let link = WatchLink.fromEnvironment()
            var setup = options.setup
            // The window opens where and as big as it was last time (`--size` wins over the size), or,
            // under the watch, where the run before this one was.
            let remembered = link?.handOver.placement ?? WindowPlacement.load()
            if !setup.sizeIsGiven || link?.handOver.placement != nil, let remembered { setup.size = CGSize(width: remembered.width, height: remembered.height) }
            try Output.checkSettings(setup, catalog: catalog)
            // A Kinema app whose arguments hold: the watch waits for this, within its handshake time.
            link?.hello()
            if let problem = SDLSystem.displayProblem() { throw Output.failure(problem) }
            let system = try SDLSystem(mode: .windowed)
            // A HiDPI display: the window has `scale` pixels per point; the shell lays out and hears points.
            let scale = CGFloat(setup.scale ?? DisplayScale.detect())
            func pixels(_ size: CGSize) -> CGSize { Composition.pixelSize(of: size, scale: scale) }
            // The default or remembered window fits the screen it opens on (a size asked for is kept).
            var position = remembered.map { CGPoint(x: $0.x, y: $0.y) }
            if !setup.sizeIsGiven, let usable = system.usableDisplayBounds(containing: position) {
                (setup.size, position) = WindowPlacement.fitted(size: setup.size, position: position, scale: scale, in: usable)
            }
            let (fonts, shell) = try Output.prepare(setup, catalog: catalog, system: system)
            let recording = try startRecording(options.record ?? link?.handOver.recording, shell: shell)
            let replay = link?.handOver.resume.map { SessionResume.replay($0.recording, to: $0.time, scene: $0.scene, state: $0.state, into: shell) }
            // Tuning not saved is kept on the way out, and what the last session kept is offered.
            let configFolder = ConfigFolder.url()
            if configFolder == nil { Output.error(ConfigFolder.missing) }
            shell.keepsTuning(in: configFolder)
            shell.tuning.clipboard = { SDLSystem.setClipboardText($0) }
            shell.scrubber.didFreeScenes = { SystemMemory.returnFreedPages() }
            let window = try SDLWindow(
                system: system, fonts: fonts, title: shell.title, size: pixels(setup.size),
                position: position,
                minimumSize: pixels(CGSize(width: WindowPlacement.widths.lowerBound, height: WindowPlacement.heights.lowerBound)),
                renderer: setup.renderer)
            window.refreshOverride = options.refresh
            let ending = runLoop(window, shell: shell, scale: scale, link: link, replay: replay)
            if let kept = ending.keepTuning(of: shell) { StandardError.writeLine(kept) }
            recording?.close()
            if configFolder != nil, let problem = placement(of: window, scale: scale).save() {
                StandardError.writeLine("kinema: the window's size was not remembered: \(problem)")
            }
            return 0
        }
    }

    /// The frames until the window is closed, Q, or — under the watch — the watcher says to leave.
    private static func runLoop(
        _ window: SDLWindow, shell: Shell, scale: CGFloat, link: WatchLink?, replay: SessionResume.Report?
    ) -> WindowEnding {
        var frames = 0
        var shown: Composition?
        var ending = WindowEnding.quit
        _ = WindowLoop.run(window, title: { shell.title }, quiet: { shell.quietSeconds }) { input, delta in
            if let link {
                guard link.apply(to: shell, placement: { placement(of: window, scale: scale) }) else {
                    ending = link.ending
                    return nil
                }
                // Held still for the hand-over: the same picture, no input, no time.
                if link.isFrozen, let shown { return shown }
                frames += 1
                // The first frame is on screen by the second's start.
                if frames == 2 { link.ready(shell, replay: replay) }
            }
            shell.refreshRate = input.refreshRate
            let composition = shell.frame(
                windowEvents: input.events.map { $0.unscaled(by: scale) }, realDelta: delta, afterQuietWait: input.followsQuietWait,
                heldModifiers: input.heldModifiers)
            shown = composition.scaled(by: scale)
            return shell.quitRequested ? nil : shown
        }
        return ending
    }

    /// Records the session into `path` (`--record`, or the watch's file).
    private static func startRecording(_ path: String?, shell: Shell) throws -> RecordingFile? {
        guard let path else { return nil }
        let file: RecordingFile
        do throws(RecordingError) {
            file = try RecordingFile(path: path)
        } catch {
            throw Output.failure(error.message)
        }
        // A file-size limit reached must fail the write, not kill the process.
        signal(SIGXFSZ, SIG_IGN)
        shell.startRecording(to: file)
        return file
    }

    /// Where the window is, in window points.
    private static func placement(of window: SDLWindow, scale: CGFloat) -> WindowPlacement {
        let (shownSize, position) = window.placement
        return WindowPlacement(
            width: Int((shownSize.width / scale).rounded()), height: Int((shownSize.height / scale).rounded()),
            x: Int(position.x), y: Int(position.y))
    }
}

/// How the window's loop ended. Q, the close button, SIGINT or SIGTERM (SDL makes them a quit) and the
/// end of a `kinema watch` are ways out: the tuning is kept. A watch's hand-over to a new build is not:
/// the new build replays the session, tuning and all, and nothing is written.
enum WindowEnding: Equatable {
    case quit, handOver

    /// Keeps the shell's tuning on a way out; the line to say on standard error, or nil.
    @MainActor
    func keepTuning(of shell: Shell) -> String? {
        self == .quit ? shell.keepTuning() : nil
    }
}
