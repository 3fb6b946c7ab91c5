import KinemaTweaks

extension SceneCatalog {
    /// Kinema's nine scenes, in the order Tab cycles through them.
    package static var kinema: SceneCatalog {
        SceneCatalog(builtIn: [
            ("curves", { CurvesScene() }),
            ("table", { TableScene() }),
            ("collection", { CollectionScene() }),
            ("menu", { MenuScene() }),
            ("player", { PlayerScene() }),
            ("stress", { StressScene() }),
            ("shapes", { ShapesScene() }),
            ("layers", { LayersScene() }),
            ("explicit", { ExplicitScene() }),
        ])
    }
}
