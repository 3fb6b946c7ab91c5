import Foundation
import KinemaTweaks

/// What one of the shell's keys does (the command table, `ShellCommands.table`, binds keys to these).
enum ShellAction: Sendable, Equatable {
    case selectPrevious, selectNext
    case decrease, increase
    case reset, resetAll
    case replay
    case nextScene, previousScene
    case slowMotion, slower, faster, pause, step
    case copyCode, chooseCode, savePreset, loadPreset
    case undo, redo
    case onionSkin, onionSkinCount
    case reduceMotion, appearance
    case timeline, hud, keys
    case inspector, enlargeEditor
    case velocity, loopMode, constraints
    case escape, quit
}
