import LuaBridge
import MoonKit

/// `ui.ScrollView`: content larger than the view, moved by dragging; the delegate is a Lua view
/// controller whose `scrollViewDidScroll(scrollView)` and friends are called.
enum WrapScrollView: LuaBinding {
    static let luaName = "ScrollView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ScrollView>) {
        c.constructor { ScrollView() }
        c.property("contentSize", \.contentSize)
        c.property("contentOffset", get: { $0.contentOffset }, set: { scroll, offset in
            scroll.contentOffset = try offset.finite(argument: 1)
        })
        c.property("contentInset", \.contentInset)
        c.property("contentLayoutGuide", readOnly: \.contentLayoutGuide)
        c.property("frameLayoutGuide", readOnly: \.frameLayoutGuide)
        c.property("isScrollEnabled", \.isScrollEnabled)
        c.property("bounces", \.bounces)
        c.property("alwaysBounceVertical", \.alwaysBounceVertical)
        c.property("alwaysBounceHorizontal", \.alwaysBounceHorizontal)
        c.property("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator)
        c.property("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator)
        c.property("isPagingEnabled", \.isPagingEnabled)
        c.property("decelerationRate", get: { DecelerationRate(value: $0.decelerationRate) }, set: { scroll, rate in
            scroll.decelerationRate = rate.value
        })
        c.property("isDragging", readOnly: \.isDragging)
        c.property("isDecelerating", readOnly: \.isDecelerating)
        c.property("panGestureRecognizer", readOnly: \.panGestureRecognizer)
        c.property("delegate", type: "\(ViewController?.self)", get: { scroll, call in
            call.push(object: scroll.delegate as AnyObject?)
        }, set: { scroll, call in
            guard !call.isNil(1) else { scroll.delegate = nil; return }
            guard let controller = try? call.object(1, as: ScriptViewController.self) else {
                throw LuaArgumentError(index: 1, message: "a scroll view's delegate is a view controller made with "
                                       + "ui.ViewController:extend, got \(call.typeName(1))")
            }
            scroll.delegate = controller
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
