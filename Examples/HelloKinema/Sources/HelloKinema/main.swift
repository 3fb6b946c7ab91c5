// `swift run HelloKinema` opens the cards in a Kinema window (Space, or a tuned tweak, deals them again);
// `swift run HelloKinema capture --scene cards --at 0.3,0.6,1.2 --out frames` writes PNGs, and
// `swift run HelloKinema scenes` lists the tweaks.
import KinemaApp

KinemaApplicationMain(name: "cards", title: "Hello, Kinema", replay: { ($0 as? CardsViewController)?.dealCards() }) {
    CardsViewController()
}
