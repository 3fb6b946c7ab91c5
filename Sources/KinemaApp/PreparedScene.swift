import Foundation
import KinemaSDL
import KinemaShell
import KinemaTweaks
import KinemaUI

/// What `bench` and `capture` begin with: the recording `--input` names, SDL, the fonts and the shell of
/// the scene of `catalog` the command line sets up — made in that order, so that a user's mistake (a bad recording,
/// an unknown scene, preset or tweak) is reported before SDL, a display or a font is needed.
@MainActor
struct PreparedScene {
    let events: [InputRecording.TimedEvent]
    let system: SDLSystem
    let fonts: FontLibrary
    let shell: Shell

    /// `canRun` throws why the command cannot run on this machine (no display, no ffmpeg): it is asked
    /// once the settings are known to be good, before SDL starts.
    init(_ setup: SceneSetup, catalog: SceneCatalog, input: String?, mode: SDLSystem.Mode, canRun: () throws -> Void = {}) throws {
        events = try Output.loadInput(input)
        try Output.checkSettings(setup, catalog: catalog)
        try canRun()
        system = try SDLSystem(mode: mode)
        (fonts, shell) = try Output.prepare(setup, catalog: catalog, system: system)
    }
}
