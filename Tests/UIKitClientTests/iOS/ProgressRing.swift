//
//  ProgressRing.swift
//  A circular progress indicator made of two shape layers, as download and timer tutorials build it.
//

import UIKit

class ProgressRing {

    let trackLayer = CAShapeLayer()
    let shapeLayer = CAShapeLayer()
    let badgeLayer = CAShapeLayer()

    init(center: CGPoint) {
        let circularPath = UIBezierPath(arcCenter: center, radius: 100, startAngle: -CGFloat.pi / 2, endAngle: 2 * CGFloat.pi, clockwise: true)

        trackLayer.path = circularPath.cgPath
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        trackLayer.lineWidth = 10
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineCap = CAShapeLayerLineCap.round

        shapeLayer.path = circularPath.cgPath
        shapeLayer.strokeColor = UIColor.red.cgColor
        shapeLayer.lineWidth = 10
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.lineCap = .round
        shapeLayer.strokeEnd = 0

        let badgeRect = CGRect(x: center.x - 30, y: center.y + 120, width: 60, height: 24)
        let badgePath = UIBezierPath(roundedRect: badgeRect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12))
        badgeLayer.path = badgePath.cgPath
        badgeLayer.fillColor = UIColor.systemBlue.cgColor
        badgeLayer.fillRule = .evenOdd
    }

    func setProgress(_ progress: CGFloat) {
        shapeLayer.strokeEnd = progress
    }
}
