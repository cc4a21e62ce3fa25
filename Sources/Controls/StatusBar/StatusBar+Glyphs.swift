import Raster

// The status bar's glyphs, drawn for ControlKit from rectangles, arcs and circles (no outline
// taken from SF Symbols or an icon font), at the big status bar's size (ios-facts §3.2a): each
// path has its box's top-left at (0, 0), in points, y down, and keeps its ink inside the box
// (`Metrics.cellularSize`, `wifiSize`, `batterySize`). Every shape is a nonzero fill but the
// battery's outline, an even-odd ring. The scene scales and places them.

extension StatusBar {
    enum Glyphs {
        /// Four bars rising from left to right, bottoms on the box's bottom edge, heights in
        /// equal steps from `cellularShortestBar` to `cellularTallestBar`.
        static func cellularBars() -> Path {
            typealias M = Metrics
            var path = Path()
            let steps = Float(M.cellularBarCount - 1)
            for i in 0 ..< M.cellularBarCount {
                let h = M.cellularShortestBar + (M.cellularTallestBar - M.cellularShortestBar) * Float(i) / steps
                let bar = Rect(x: Float(i) * (M.cellularBarWidth + M.cellularBarGap), y: M.cellularTallestBar - h,
                               width: M.cellularBarWidth, height: h)
                path.append(.roundedRect(bar, cornerRadius: M.cellularCornerRadius))
            }
            return path
        }

        /// The Wi-Fi fan: from its point at the bottom middle of the box, a sector and two
        /// bands around it, each `wifiGap` clear of the last, opening `wifiHalfAngle` either side
        /// of straight up, every corner rounded by `wifiCornerRadius`.
        static func wifi() -> Path {
            typealias M = Metrics
            let apex = Point(M.wifiSize.width / 2, M.wifiSize.height)
            let outer1 = M.wifiRadius - 2 * (M.wifiBandWidth + M.wifiGap)
            let inner2 = outer1 + M.wifiGap, outer2 = inner2 + M.wifiBandWidth
            let inner3 = outer2 + M.wifiGap
            var path = Path()
            path.append(fanPiece(apex: apex, innerRadius: 0, outerRadius: outer1))
            path.append(fanPiece(apex: apex, innerRadius: inner2, outerRadius: outer2))
            path.append(fanPiece(apex: apex, innerRadius: inner3, outerRadius: M.wifiRadius))
            return path
        }

        /// One piece of the fan: the part of the ring `innerRadius…outerRadius` around `apex`
        /// within `wifiHalfAngle` of straight up (a sector when `innerRadius` is 0), clockwise
        /// on screen, each corner replaced by a circular arc of `wifiCornerRadius` tangent to
        /// both sides it joins.
        ///
        /// Angles are measured as `Path.addArc` does (from +x towards +y, so straight up is
        /// −π/2). A rounding circle tangent to the outer arc (radius R) and to a straight side
        /// has its centre R − ρ from the apex and ρ from the side: δ = asin(ρ / (R − ρ)) inside
        /// the side's angle; against the inner arc (radius r) it is r + ρ from the apex,
        /// δ = asin(ρ / (r + ρ)). At the sector's point the circle sits on the middle line,
        /// ρ / sin(half angle) from the apex.
        static func fanPiece(apex: Point, innerRadius: Float, outerRadius: Float) -> Path {
            let rho = Metrics.wifiCornerRadius, half = Metrics.wifiHalfAngle
            let left = -Float.pi / 2 - half, right = -Float.pi / 2 + half
            func polar(_ r: Float, _ angle: Float) -> Point { Point(apex.x + r * PortableMath.cos(angle), apex.y + r * PortableMath.sin(angle)) }
            var path = Path()
            // Outer arc, left to right, between the two rounded corners.
            let dOuter = PortableMath.asin(rho / (outerRadius - rho))
            path.addArc(center: apex, radius: outerRadius, startAngle: left + dOuter, endAngle: right - dOuter, clockwise: true)
            path.addArc(center: polar(outerRadius - rho, right - dOuter), radius: rho,
                        startAngle: right - dOuter, endAngle: right + .pi / 2, clockwise: true)
            if innerRadius > 0 {
                // Down the right side, round the inner corner, back along the inner arc, round
                // the other inner corner.
                let dInner = PortableMath.asin(rho / (innerRadius + rho))
                path.addArc(center: polar(innerRadius + rho, right - dInner), radius: rho,
                            startAngle: right + .pi / 2, endAngle: right - dInner + .pi, clockwise: true)
                path.addArc(center: apex, radius: innerRadius, startAngle: right - dInner, endAngle: left + dInner, clockwise: false)
                path.addArc(center: polar(innerRadius + rho, left + dInner), radius: rho,
                            startAngle: left + dInner + .pi, endAngle: left + 3 * .pi / 2, clockwise: true)
            } else {
                // Down the right side to the rounded point and up the left side.
                path.addArc(center: polar(rho / PortableMath.sin(half), -.pi / 2), radius: rho,
                            startAngle: right + .pi / 2, endAngle: left + 3 * .pi / 2, clockwise: true)
            }
            path.addArc(center: polar(outerRadius - rho, left + dOuter), radius: rho,
                        startAngle: left - .pi / 2, endAngle: left + dOuter, clockwise: true)
            path.close()
            return path
        }

        /// The battery's body.
        static var batteryBody: Rect { Rect(origin: Point(0, 0), size: Metrics.batteryBodySize) }

        /// The body's outline: a ring `batteryOutlineWidth` wide inside the body's edge, its
        /// inner edge concentric with the outer one. Fill it even-odd.
        static func batteryOutline() -> Path {
            let body = batteryBody, w = Metrics.batteryOutlineWidth
            var path = Path.continuousRoundedRect(body, cornerRadius: Metrics.batteryCornerRadius)
            path.append(.continuousRoundedRect(body.insetBy(w), cornerRadius: Metrics.batteryCornerRadius - w))
            return path
        }

        /// The cap nub right of the body, vertically centred: straight on the body's side,
        /// a half ellipse on the outer one.
        static func batteryNub() -> Path {
            let size = Metrics.batteryNubSize
            let x0 = batteryBody.maxX + Metrics.batteryNubGap, x1 = x0 + size.width
            let y0 = batteryBody.midY - size.height / 2, y1 = y0 + size.height, mid = batteryBody.midY
            let k = Path.quarterCircleHandleRatio
            var path = Path()
            path.move(to: Point(x0, y0))
            path.cubic(control1: Point(x0 + k * size.width, y0), control2: Point(x1, mid - k * size.height / 2), to: Point(x1, mid))
            path.cubic(control1: Point(x1, mid + k * size.height / 2), control2: Point(x0 + k * size.width, y1), to: Point(x0, y1))
            path.close()
            return path
        }

        /// The charge fill when full: the body inset by `batteryFillInset`, with concentric
        /// corners.
        static func batteryFill() -> Path {
            let inset = Metrics.batteryFillInset
            return .continuousRoundedRect(batteryBody.insetBy(inset), cornerRadius: Metrics.batteryCornerRadius - inset)
        }

        /// The part of the full fill a charge of `level` shows: the fill's box cut at `level`
        /// of its width from the left (level clamped to 0…1, NaN as 0), so a partial fill keeps
        /// its rounded left end and has a straight right edge.
        static func batteryFillClip(level: Float) -> Rect {
            let box = batteryBody.insetBy(Metrics.batteryFillInset)
            let fraction = level.isNaN ? 0 : min(max(level, 0), 1)
            return Rect(x: box.minX, y: box.minY, width: box.width * fraction, height: box.height)
        }
    }
}
