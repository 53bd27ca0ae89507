import LuaBridge
import MoonKit

/// `ui.ScrollView`: content larger than the view, moved by dragging; the delegate is a Lua view
/// controller whose `scrollViewDidScroll(scrollView)` and friends are called.
enum WrapScrollView: LuaBinding {
    static let luaName = "ScrollView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ScrollView>) {
        c.constructor(charging: ScriptMemory.viewBytes) { ScrollView() }
        c.property("contentSize", get: { $0.contentSize }, set: { $0.contentSize = $1 })
        c.property("contentOffset", get: { $0.contentOffset }, set: { scroll, offset in
            scroll.contentOffset = try offset.finite(argument: 1)
        })
        c.property("contentInset", get: { $0.contentInset }, set: { $0.contentInset = $1 })
        c.property("contentInsetAdjustmentBehavior", get: { $0.contentInsetAdjustmentBehavior },
                   set: { $0.contentInsetAdjustmentBehavior = $1 })
        c.property("adjustedContentInset", get: { $0.adjustedContentInset })
        c.property("contentLayoutGuide", get: { $0.contentLayoutGuide })
        c.property("frameLayoutGuide", get: { $0.frameLayoutGuide })
        c.property("isScrollEnabled", get: { $0.isScrollEnabled }, set: { $0.isScrollEnabled = $1 })
        c.property("bounces", get: { $0.bounces }, set: { $0.bounces = $1 })
        c.property("alwaysBounceVertical", get: { $0.alwaysBounceVertical }, set: { $0.alwaysBounceVertical = $1 })
        c.property("alwaysBounceHorizontal", get: { $0.alwaysBounceHorizontal }, set: { $0.alwaysBounceHorizontal = $1 })
        c.property("showsVerticalScrollIndicator", get: { $0.showsVerticalScrollIndicator }, set: { $0.showsVerticalScrollIndicator = $1 })
        c.property("showsHorizontalScrollIndicator", get: { $0.showsHorizontalScrollIndicator }, set: { $0.showsHorizontalScrollIndicator = $1 })
        c.property("isPagingEnabled", get: { $0.isPagingEnabled }, set: { $0.isPagingEnabled = $1 })
        c.property("decelerationRate", get: { DecelerationRate(value: $0.decelerationRate) }, set: { scroll, rate in
            scroll.decelerationRate = rate.value
        })
        c.property("isDragging", get: { $0.isDragging })
        c.property("isDecelerating", get: { $0.isDecelerating })
        c.property("panGestureRecognizer", get: { $0.panGestureRecognizer })
        c.property("delegate", type: "\(ViewController?.self)", get: { scroll, call in
            call.push(object: scroll.delegate as AnyObject?)
        }, set: { scroll, call in
            scroll.delegate = try ScriptControllerArgument.read(call, at: 1, as: "a scroll view's delegate")
        })
        c.method("setContentOffset(offset, animated?)") { (scroll, offset: Point, animated: Bool?) in
            scroll.setContentOffset(try offset.finite(argument: 1), animated: animated ?? false)
        }
        c.method("scrollRectToVisible(rect, animated?)") { (scroll, rect: Rect, animated: Bool?) in
            scroll.scrollRectToVisible(rect, animated: animated ?? false)
        }
        c.method("flashScrollIndicators()") { scroll in scroll.flashIndicators() }
    }
}
