import KinemaApp

// `swift run HelloKinema` opens the cards in a Kinema window (Space deals them again; a tuned tweak
// deals them again too); `swift run HelloKinema capture --scene cards --at 0.3,0.6,1.2 --out frames`
// writes PNGs, `swift run HelloKinema scenes` lists the tweaks.
KinemaApplicationMain(name: "cards", title: "Hello, Kinema: cards that spring in", replay: { ($0 as? CardsViewController)?.dealCards() }) {
    CardsViewController()
}
