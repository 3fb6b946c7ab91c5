import KinemaApp

// `swift run HelloKinema` opens the cards in a Kinema window (Space deals them again);
// `swift run HelloKinema capture --scene cards --at 0.3,0.6,1.2 --out frames` writes PNGs.
KinemaApplicationMain(name: "cards", title: "Hello, Kinema: cards that spring in", replay: { ($0 as? CardsViewController)?.dealCards() }) {
    CardsViewController()
}
