import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 003's extension ("UITableViewCell Animation"), as written, with the numbers it hard-codes turned
// into parameters whose defaults are those numbers (the fade's delay, the bounce's damping and velocity,
// each offset as a factor of the cell's size), so the article's calls behave as before.

extension UITableViewCell{

    /// Table view cell fade in animation for best way to represent
    /// tableview
    ///
    /// - Parameters:
    ///   - duration: animation duration default value 0.1
    ///   - index: cell index
    func fadeInAnimation(withDuration duration: Double = 0.1, withDelay delay: Double? = nil, forIndex index : Int) {

        self.alpha = 0

        UIView.animate(withDuration: duration, delay: ((delay ?? duration) * Double(index)),  animations: {

            self.alpha = 1.0

        }, completion: nil)

    }

    /// Table view cell bounce animation for best way to represent
    /// tableview
    ///
    /// - Parameters:
    ///   - duration: animation duration default value 0.8
    ///   - delay: animation delay default value 0.05
    ///   - index: cell index
    func bouncingAnimation(withDuration duration: Double = 0.8,withDelay delay : Double = 0.05,forIndex index : Int, offsetFactor: CGFloat = 1, damping: CGFloat = 0.8, velocity: CGFloat = 0.1) {

        self.transform = CGAffineTransform(translationX: 0, y: self.frame.height * offsetFactor)

        UIView.animate(withDuration: duration,delay: delay * Double(index),usingSpringWithDamping: damping,initialSpringVelocity: velocity,animations: {

            self.transform = CGAffineTransform(translationX: 0, y: 0)

        })

    }

    /// Table view cell move in animation for best way to represent
    /// tableview
    ///
    /// - Parameters:
    ///   - duration: animation duration default value 0.5
    ///   - delay: animation delay default value 0.08
    ///   - index: cell index
    func moveInAnimation(withDuration duration: Double = 0.5,withDelay delay : Double = 0.08,forIndex index : Int, offsetFactor: CGFloat = 0.5) {

        self.alpha = 0

        self.transform = CGAffineTransform(translationX: 0, y: self.frame.height * offsetFactor)

        UIView.animate(withDuration: duration,delay: delay * Double(index),animations: {

            self.alpha = 1

            self.transform = CGAffineTransform(translationX: 0, y: 0)

        })

    }

    /// Table view cell right side to in animation for best way to represent
    /// tableview
    ///
    /// - Parameters:
    ///   - duration: animation duration default value 0.5
    ///   - delay: animation delay default value 0.08
    ///   - index: cell index
    func rightInAnimation(withDuration duration: Double = 0.5,withDelay delay : Double = 0.08,forIndex index : Int, offsetFactor: CGFloat = 1) {

        self.transform = CGAffineTransform(translationX: self.bounds.width * offsetFactor, y: 0)

        UIView.animate(withDuration: duration,delay: delay * Double(index),animations: {

            self.transform = CGAffineTransform(translationX: 0, y: 0)

        })

    }

    /// Table view cell left side to in animation for best way to represent
    /// tableview
    ///
    /// - Parameters:
    ///   - duration: animation duration default value 0.5
    ///   - delay: animation delay default value 0.08
    ///   - index: cell index
    func leftInAnimation(withDuration duration: Double = 0.5,withDelay delay : Double = 0.08,forIndex index : Int, offsetFactor: CGFloat = 1) {

        self.transform = CGAffineTransform(translationX: -self.bounds.width * offsetFactor, y: 0)

        UIView.animate(withDuration: duration,delay: delay * Double(index),animations: {

            self.transform = CGAffineTransform(translationX: 0, y: 0)

        })

    }

}
