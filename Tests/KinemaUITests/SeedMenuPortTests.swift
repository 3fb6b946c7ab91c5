import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

// A port of seed 004's menu transition ("Transitions in Swift"): the menu's 12 outlets, its offstage and
// onstage helpers and its spring animation block, as the article writes them. Replaced: the storyboard
// (outlets are created in code) and Swift 1 spellings that no Swift compiles any more
// (`UIView.animateWithDuration(…, options: nil, …)` → `UIView.animate(withDuration:…, options: [], …)`).
// The CoreGraphics free functions (`CGAffineTransformMakeTranslation`, `CGAffineTransformIdentity`) are
// kept: KinemaCore provides them.

@MainActor
final class MenuViewController: UIViewController {
    var textPostIcon: UIImageView! = UIImageView()
    var textPostLabel: UILabel! = UILabel()
    var photoPostIcon: UIImageView! = UIImageView()
    var photoPostLabel: UILabel! = UILabel()
    var quotePostIcon: UIImageView! = UIImageView()
    var quotePostLabel: UILabel! = UILabel()
    var linkPostIcon: UIImageView! = UIImageView()
    var linkPostLabel: UILabel! = UILabel()
    var chatPostIcon: UIImageView! = UIImageView()
    var chatPostLabel: UILabel! = UILabel()
    var audioPostIcon: UIImageView! = UIImageView()
    var audioPostLabel: UILabel! = UILabel()

    var all: [UIView] {
        [textPostIcon, textPostLabel, photoPostIcon, photoPostLabel, quotePostIcon, quotePostLabel,
         linkPostIcon, linkPostLabel, chatPostIcon, chatPostLabel, audioPostIcon, audioPostLabel]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white.withAlphaComponent(0.9)
        for (index, item) in all.enumerated() {
            let row = index / 4, column = (index / 2) % 2, isLabel = index % 2 == 1
            item.frame = CGRect(x: 60 + CGFloat(column) * 160, y: 250 + CGFloat(row) * 150 + (isLabel ? 90 : 0), width: 110, height: isLabel ? 30 : 80)
            view.addSubview(item)
        }
    }
}

@MainActor
final class MenuTransitionManager {
    var presenting = false

    // The article's helpers, as written.
    func offStage(amount: CGFloat) -> CGAffineTransform {
        return CGAffineTransformMakeTranslation(amount, 0)
    }

    func offStageMenuController(menuViewController: MenuViewController) {
        menuViewController.view.alpha = 0
        // setup paramaters for 2D transitions for animations
        let topRowOffset: CGFloat = 50
        let middleRowOffset: CGFloat = 150
        let bottomRowOffset: CGFloat = 300
        menuViewController.textPostIcon.transform = self.offStage(amount: -topRowOffset)
        menuViewController.textPostLabel.transform = self.offStage(amount: -topRowOffset)
        menuViewController.quotePostIcon.transform = self.offStage(amount: -middleRowOffset)
        menuViewController.quotePostLabel.transform = self.offStage(amount: -middleRowOffset)
        menuViewController.chatPostIcon.transform = self.offStage(amount: -bottomRowOffset)
        menuViewController.chatPostLabel.transform = self.offStage(amount: -bottomRowOffset)
        menuViewController.photoPostIcon.transform = self.offStage(amount: topRowOffset)
        menuViewController.photoPostLabel.transform = self.offStage(amount: topRowOffset)
        menuViewController.linkPostIcon.transform = self.offStage(amount: middleRowOffset)
        menuViewController.linkPostLabel.transform = self.offStage(amount: middleRowOffset)
        menuViewController.audioPostIcon.transform = self.offStage(amount: bottomRowOffset)
        menuViewController.audioPostLabel.transform = self.offStage(amount: bottomRowOffset)
    }

    func onStageMenuController(menuViewController: MenuViewController) {
        // prepare menu to fade in
        menuViewController.view.alpha = 1
        for item in menuViewController.all { item.transform = CGAffineTransformIdentity }
    }

    /// The article's animation block.
    func animate(menuViewController: MenuViewController, duration: TimeInterval, completion: @escaping () -> Void) {
        // perform the animation!
        UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.8, options: [], animations: {
            if (self.presenting){
                self.onStageMenuController(menuViewController: menuViewController) // onstage items: slide in
            }
            else {
                self.offStageMenuController(menuViewController: menuViewController) // offstage items: slide out
            }
        }, completion: { finished in
            completion()
        })
    }
}

@MainActor
@Suite("Seed 004: menu transition")
struct SeedMenuPortTests {
    @Test func presentSlidesRowsInUnderOneSpring() {
        let harness = Harness()
        let menu = MenuViewController()
        harness.window.addSubview(menu.view)
        let manager = MenuTransitionManager()
        manager.offStageMenuController(menuViewController: menu)
        #expect(menu.textPostIcon.transform.tx == -50 && menu.chatPostLabel.transform.tx == -300 && menu.audioPostIcon.transform.tx == 300)
        manager.presenting = true
        var completed = false
        manager.animate(menuViewController: menu, duration: 0.5) { completed = true }
        // One spring: every item covers the same fraction of its distance, so the short top row looks
        // nearly in place while the bottom row is still far out — the stagger the article describes.
        let spring = Spring(uikitDuration: 0.5, dampingRatio: 0.7, initialVelocity: 0.8)
        harness.advance(to: 0.1)
        let remaining = 1 - spring.value(at: 0.1, initialVelocity: 0.8)
        for (item, offset) in [(menu.textPostIcon!, -50.0), (menu.quotePostLabel!, -150), (menu.chatPostIcon!, -300), (menu.photoPostLabel!, 50), (menu.audioPostLabel!, 300)] as [(UIView, Double)] {
            expectClose(item.layer.presentation()!.affineTransform().tx, offset * remaining, tolerance: 1e-7)
        }
        expectClose(Double(menu.view.layer.presentation()!.opacity), spring.value(at: 0.1, initialVelocity: 0.8), tolerance: 1e-6, "the fade rides the same spring (opacity is a Float)")
        harness.advance(to: 0.5)
        #expect(completed)
        #expect(menu.all.allSatisfy { $0.layer.presentation()!.affineTransform() == .identity })
    }

    @Test func dismissReversesIt() {
        let harness = Harness()
        let menu = MenuViewController()
        harness.window.addSubview(menu.view)
        let manager = MenuTransitionManager()
        manager.presenting = false
        manager.animate(menuViewController: menu, duration: 0.5) {}
        harness.advance(to: 0.5)
        #expect(menu.view.layer.presentation()!.opacity == 0)
        #expect(menu.chatPostIcon.layer.presentation()!.affineTransform().tx == -300)
        #expect(menu.audioPostIcon.layer.presentation()!.affineTransform().tx == 300)
    }
}
