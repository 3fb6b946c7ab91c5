import Foundation
import KinemaShell

/// The command line's usage, printed by `--help` (with the window's keys) and after a usage error.
let usage = """
    usage:
      kinema [--scene NAME] [--device NAME] [--landscape] [--dark] [--size WxH] [--scale S] [--no-panel] [--renderer NAME]
             [--font PATH] [--preset NAME|FILE] [--reduce-motion] [--spring-rule uikit|settle] [--set KEY=VALUE]...
             [--record FILE] [--refresh HZ]
      kinema capture --scene NAME (--at T1,T2,... | --frames N) [--fps F] --out DIR [--device NAME] [--landscape] [--dark]
                     [--size WxH] [--scale S] [--dump] [--constraints] [--viewport] [--no-sheet] [--no-panel] [--onion N]
                     [--video FILE.mp4] [--gif FILE.gif]
                     [--input FILE [--write-presets]] [--font PATH] [--preset NAME|FILE]
                     [--reduce-motion] [--spring-rule uikit|settle] [--set KEY=VALUE]...
      kinema bench   --scene NAME [--seconds S | --frames N] [--headless [--fixed-step] [--fps F] | --refresh HZ]
                     [--device NAME] [--landscape] [--dark]
                     [--size WxH] [--scale S] [--no-panel] [--renderer NAME] [--input FILE [--write-presets]]
                     [--font PATH] [--preset NAME|FILE] [--reduce-motion] [--spring-rule uikit|settle]
                     [--set KEY=VALUE]...
      kinema watch   [--package DIR] [--product NAME] [-c debug|release] [the window's flags…]
                     (builds a package's Kinema app and runs it; on every save rebuilds it and brings it back
                     to the same moment by replaying the session; Q in the window or Ctrl+C ends it)
      kinema code    [--scene NAME] [--as uikit|swiftui|coreanimation|css|compose] [--preset NAME|FILE]
                     [--spring-rule uikit|settle] [--set KEY=VALUE]...   (the tuning as code, on standard output)
      kinema port    FILE|DIR... --out DIR   (iOS files ported for Linux: @objc, #selector, @IBOutlet… rewritten,
                     each written into DIR under its own name; what is left as it was is listed)
      kinema scenes          (each scene with its parameters, ranges and defaults)
      kinema --help | --version
    devices: iphone-14 (390 × 844, the default), iphone-se, iphone-15, iphone-15-pro-max, ipad
    renderers: auto (OpenGL on a GPU, otherwise software), software, opengl, opengles2
    --refresh HZ: pace the window to HZ frames a second whatever the display's rate (1 to 500; the display's
                  rate otherwise, 60 when it reports none); --fps F: the frames a second capture and a headless
                  bench run at (60 unless given)
    spring rules: uikit (UIKit's own duration spring, the default), settle (Kinema's: settled at the duration)
    --write-presets: Ctrl+S in an --input writes preset files, as in the window (a render writes none)
    """
