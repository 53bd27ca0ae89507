import LuaBridge
import MoonKit

/// `ui.PageControl`: a dot per page, the current one brighter.
enum WrapPageControl: LuaBinding {
    static let luaName = "PageControl"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<PageControl>) {
        c.constructor(charging: ScriptMemory.viewBytes) { PageControl() }
        c.property("numberOfPages", get: { $0.numberOfPages }, set: { control, count in
            guard count >= 0 else { throw LuaArgumentError(index: 1, message: "numberOfPages must be 0 or more, got \(count)") }
            control.numberOfPages = count
        })
        c.property("currentPage", get: { $0.currentPage }, set: { control, page in
            guard page >= 0, page < max(1, control.numberOfPages) else {
                throw LuaArgumentError(index: 1, message: "no page \(page): the control has \(control.numberOfPages) (pages count from 0)")
            }
            control.currentPage = page
        })
        c.property("hidesForSinglePage", get: { $0.hidesForSinglePage }, set: { $0.hidesForSinglePage = $1 })
        c.property("pageIndicatorTintColor", get: { $0.pageIndicatorTintColor }, set: { $0.pageIndicatorTintColor = $1 })
        c.property("currentPageIndicatorTintColor", get: { $0.currentPageIndicatorTintColor },
                   set: { $0.currentPageIndicatorTintColor = $1 })
    }
}
