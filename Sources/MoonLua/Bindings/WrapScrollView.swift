import LuaBridge
import MoonKit

/// `ui.ScrollView`: content larger than the view, moved by dragging; the delegate is a Lua view
/// controller whose `scrollViewDidScroll(scrollView)` and friends are called.
enum WrapScrollView: LuaBinding {
    static let luaName = "ScrollView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ScrollView>) {
        c.constructor("()") { _ in ScrollView() }
        c.property("contentSize", type: "Size", get: { scroll, call in call.push(scroll.contentSize) },
                   set: { scroll, call in scroll.contentSize = try LuaGeometry.size(call, 3) })
        c.property("contentOffset", type: "Point", get: { scroll, call in call.push(scroll.contentOffset) },
                   set: { scroll, call in scroll.contentOffset = try LuaGeometry.finitePoint(call, 3) })
        c.property("contentInset", type: "Insets", get: { scroll, call in call.push(scroll.contentInset) },
                   set: { scroll, call in scroll.contentInset = try LuaGeometry.insets(call, 3) })
        c.property("contentLayoutGuide", type: "LayoutGuide", get: { $0.contentLayoutGuide })
        c.property("frameLayoutGuide", type: "LayoutGuide", get: { $0.frameLayoutGuide })
        c.property("isScrollEnabled", get: { $0.isScrollEnabled }, set: { $0.isScrollEnabled = $1 })
        c.property("bounces", get: { $0.bounces }, set: { $0.bounces = $1 })
        c.property("alwaysBounceVertical", get: { $0.alwaysBounceVertical }, set: { $0.alwaysBounceVertical = $1 })
        c.property("alwaysBounceHorizontal", get: { $0.alwaysBounceHorizontal }, set: { $0.alwaysBounceHorizontal = $1 })
        c.property("showsVerticalScrollIndicator", get: { $0.showsVerticalScrollIndicator },
                   set: { $0.showsVerticalScrollIndicator = $1 })
        c.property("showsHorizontalScrollIndicator", get: { $0.showsHorizontalScrollIndicator },
                   set: { $0.showsHorizontalScrollIndicator = $1 })
        c.property("isPagingEnabled", get: { $0.isPagingEnabled }, set: { $0.isPagingEnabled = $1 })
        c.property("decelerationRate", type: "number|\"normal\"|\"fast\"", get: { s, call in call.push(s.decelerationRate) }, set: { scroll, call in
            if call.isString(3) {
                scroll.decelerationRate = try LuaGeometry.choice(call, 3, decelerationRates)
                return
            }
            let rate = try call.double(3)
            guard rate > 0, rate < 1 else { throw LuaArgumentError(index: 3, message: "decelerationRate must be between 0 and 1, or \"normal\" or \"fast\"") }
            scroll.decelerationRate = rate
        })
        c.property("isDragging", get: { $0.isDragging })
        c.property("isDecelerating", get: { $0.isDecelerating })
        c.property("panGestureRecognizer", type: "PanGestureRecognizer", get: { $0.panGestureRecognizer })
        c.property("delegate", type: "ViewController?", get: { scroll, call in call.push(object: scroll.delegate as AnyObject?) }, set: { scroll, call in
            guard !call.isNil(3) else { scroll.delegate = nil; return }
            guard let controller = try? call.object(3, as: ScriptViewController.self) else {
                throw LuaArgumentError(index: 3, message: "a scroll view's delegate is a view controller made with "
                                       + "ui.ViewController:extend, got \(call.typeName(3))")
            }
            scroll.delegate = controller
        })
        c.method("setContentOffset", "(offset: Point, animated?: boolean)") { scroll, call in
            scroll.setContentOffset(try LuaGeometry.finitePoint(call, 2), animated: call.isNil(3) ? false : try call.bool(3))
        }
        c.method("scrollRectToVisible", "(rect: Rect, animated?: boolean)") { scroll, call in
            scroll.scrollRectToVisible(try LuaGeometry.rect(call, 2), animated: call.isNil(3) ? false : try call.bool(3))
        }
        c.method("flashScrollIndicators", "()") { scroll, _ in scroll.flashIndicators() }
    }

    static let decelerationRates: [String: Double] = [
        "normal": ScrollMotion.normalDecelerationRate, "fast": ScrollMotion.fastDecelerationRate,
    ]
}
