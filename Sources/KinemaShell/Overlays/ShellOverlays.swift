import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// What the shell shows over the scene and its plot besides the panel and the timeline, and the flags
/// that say so: the key list (?), Shift+C's code chooser, `kinema watch`'s build status, the onion skin
/// (O), the HUD (H), the velocity over the plot (V), the plotted motion's loop mode (Y) and a plot
/// handle held. The keys change these; the composition and the inspector read them.
///
/// The overlays' windows are made when first needed (a replica never shows them), in the shell's window
/// scene and at the window's size of that moment.
@MainActor
package final class ShellOverlays {
    /// Whether the key list (`?`) is up.
    var showsKeys = false
    /// Whether Shift+C's chooser of languages is up.
    var choosesCode = false
    /// What `kinema watch` says of the next build, over the window's top (`.none`: nothing).
    package var buildStatus = BuildStatus.none
    /// Earlier moments drawn faintly over the present one (key O; Shift+O: how many).
    package var onionSkin = OnionSkin()
    /// Whether the inspector shows the HUD (H).
    var showsHUD = true
    /// Whether the plot shows the motion's velocity (V).
    var showsVelocity = false
    /// Whether Auto Layout's constraints and guides are drawn over the viewport (G; `capture --constraints`).
    package var showsConstraints = false
    /// Y's loop mode, and when it plays the scene's motion again.
    var looper = MotionLooper()
    /// Whether a plot handle is held (between its recorded grab and drop): the plot's axes hold still.
    var holdsPlotHandle = false

    private(set) lazy var keyList = KeyOverlay(size: windowSize, environment: windowScene.environment)
    private(set) lazy var codeChooser = CodeChooser(size: windowSize, environment: windowScene.environment)
    private lazy var buildStatusOverlay = BuildStatusOverlay(width: windowSize.width, environment: windowScene.environment)
    /// The shell's window size (window pixels), which the overlays cover.
    private var windowSize: CGSize
    private unowned let windowScene: UIWindowScene

    init(windowSize: CGSize, windowScene: UIWindowScene) {
        self.windowSize = windowSize
        self.windowScene = windowScene
    }

    /// The window took a new size: the key list and the chooser are laid out for it.
    func resize(to size: CGSize) {
        windowSize = size
        keyList.resize(to: size)
        codeChooser.resize(to: size)
    }

    /// The shell's appearance changed (key D, a scrub adopted): the overlays' colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        keyList.setAppearance(style)
        codeChooser.setAppearance(style)
    }

    /// A new scene (Tab) or a scrub adopted: no earlier moments, no handle held; `restartsLoop`: the
    /// loop mode counts its rest afresh (a scrub adopts the replica's loop mode instead).
    func sceneChanged(restartsLoop: Bool) {
        if restartsLoop { looper.restart() }
        holdsPlotHandle = false
        onionSkin.clear()
    }

    /// Whether the wheel `event` scrolls the key list (it takes the wheel while it is up).
    func scrollsKeyList(with event: InputEvent) -> Bool {
        guard showsKeys, case .wheel(_, let delta, _) = event else { return false }
        keyList.scroll(by: delta.dy > 0 ? 3 : -3)
        return true
    }

    /// Whether the overlays want every frame drawn (`Shell.quietSeconds`): the key list and the onion
    /// skin do.
    var needEveryFrame: Bool { showsKeys || onionSkin.isOn }

    /// The layers over the window, bottom to top: the key list, the chooser, the build status.
    func layers(sceneName: String, sceneKeys: [String]) -> [Composition.Layer] {
        var layers: [Composition.Layer] = []
        let whole = CGRect(origin: .zero, size: windowSize)
        if showsKeys { layers.append(Composition.Layer(list: keyList.displayList(sceneName: sceneName, sceneKeys: sceneKeys), frame: whole)) }
        if choosesCode { layers.append(Composition.Layer(list: codeChooser.displayList(), frame: whole)) }
        if buildStatus != .none {
            let frame = CGRect(x: 0, y: 0, width: windowSize.width, height: BuildStatusOverlay.height)
            if buildStatusOverlay.width != frame.width { buildStatusOverlay.resize(width: frame.width) }
            layers.append(Composition.Layer(list: buildStatusOverlay.displayList(buildStatus), frame: frame))
        }
        return layers
    }

    // MARK: - Toggled by keys; each returns what the status line says

    /// O: the onion skin on or off; Shift-O: how many earlier moments (and on).
    func toggleOnionSkin(countOnly: Bool) -> String {
        if countOnly {
            let counts = OnionSkin.counts
            onionSkin.setCount(counts.first { $0 > onionSkin.count } ?? counts[0])
            onionSkin.isOn = true
        } else {
            onionSkin.isOn.toggle()
            if !onionSkin.isOn { onionSkin.clear() }
        }
        return onionSkin.isOn ? "onion skin: \(onionSkin.count) earlier moments, every \(onionSkin.every) frames" : "onion skin off"
    }

    /// G: the constraints and guides over the viewport, on or off.
    func toggleConstraints() -> String {
        showsConstraints.toggle()
        return showsConstraints ? "constraints shown (blue; a stack's green; broken red), guides purple" : "constraints hidden"
    }

    /// V: the velocity over the plot, on or off.
    func toggleVelocity() -> String {
        showsVelocity.toggle()
        return showsVelocity ? "velocity shown over the plot (red)" : "velocity hidden"
    }

    /// Shift+C: the chooser opens on `available` languages (`reason`: why the others are dimmed).
    func openCodeChooser(available: Set<CodeDialect>, reason: String?) {
        codeChooser.open(available: available, reason: reason)
        choosesCode = true
    }
}
