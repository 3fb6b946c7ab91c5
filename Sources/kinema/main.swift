import KinemaApp

// kinema: the visualiser's entry point. Everything else is in KinemaApp, which packages of your own can
// use to open their view controllers in a Kinema window (KinemaApplicationMain).
KinemaApplication.main()
