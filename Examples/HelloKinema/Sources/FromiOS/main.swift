// `swift run FromiOS` opens the pasted controllers (iOS/, as on iOS) in a Kinema window: the card
// (iOS/CardViewController.swift: drag the card, press Flip) and, a Tab away, the Auto Layout panel
// (iOS/ExpandingPanelViewController.swift: tap the panel; `--scene panel` starts there). The controllers'
// own prints go to standard output.
import KinemaApp

KinemaApplicationMain(scenes: [
    KinemaApplicationScene(name: "fromios", title: "Pasted from iOS") { CardViewController() },
    KinemaApplicationScene(name: "panel", title: "Auto Layout pasted from iOS") { ExpandingPanelViewController() },
])
