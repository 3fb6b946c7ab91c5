// `swift run FromiOS` opens the pasted controller (iOS/CardViewController.swift, as on iOS) in a Kinema
// window: drag the card, press Flip. The controller's own prints go to standard output.
import KinemaApp

KinemaApplicationMain(name: "fromios", title: "Pasted from iOS") {
    CardViewController()
}
