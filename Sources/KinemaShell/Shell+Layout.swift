import Foundation
import KinemaUI
import KinemaTweaks

/// The window laid out again: a resize, the panel collapsed or back (I), the timeline's band (T).
extension Shell {
    /// Lays the window out with its options changed by `change`: the panel, the overlays and the
    /// timeline take their new frames; a scene that fills the window takes its new area at once (the
    /// key that did it is recorded, and does the same in a replay).
    func relayout(_ change: (inout ShellLayout.Options) -> Void) {
        var options = layout.options
        change(&options)
        let deviceResize = mapping.relayout(options: options, deviceSize: deviceSize, fillsWindow: scene.fillsWindow)
        resizeParts(deviceResize: deviceResize)
        if let deviceResize { window.handle(deviceResize) }
    }

    /// The shell's parts take the layout's frames; with `deviceResize`, the scene's screen takes the
    /// window's area.
    func resizeParts(deviceResize: InputEvent?) {
        panel.resize(to: layout.panel.size)
        panel.isCollapsed = layout.panelIsCollapsed
        overlays.resize(to: layout.windowSize)
        scrubber.overlay.resize(to: timelineFrame.size)
        // The scene's viewport is the window's area: its screen follows the new size.
        if deviceResize != nil { windowScene.updateEnvironment { $0.screenSize = layout.deviceSize } }
    }
}

extension Shell {
    /// T, I and E: the timeline's band, the panel folded or back, the editor enlarged.
    func performLayoutAction(_ action: ShellAction) {
        switch action {
        case .timeline:
            scrubber.toggle()
            relayout { $0.showsTimeline = scrubber.showsTimeline }
        case .inspector:
            let collapses = !layout.panelIsCollapsed
            relayout { $0.collapsesPanel = collapses }
        case .enlargeEditor:
            panel.isEditorEnlarged.toggle()
            tuning.notice = panel.isEditorEnlarged ? "the plot takes the panel (E gives it back)" : nil
        default: break
        }
    }
}
