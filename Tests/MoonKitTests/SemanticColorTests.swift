import Testing
@testable import MoonKit

@Suite struct SemanticColorTests {
    @Test func aSemanticColourKeepsItsNameAndResolvesPerAppearance() throws {
        let label = try Color(named: "label")
        #expect(label.semantic == .label && label.description == "label")
        #expect(label.resolved(for: .light) == .black)
        #expect(label.resolved(for: .dark) == .white)
        // Names are found in either case, as other colour names are.
        #expect(try Color(named: "systembackground") == Color(semantic: .systemBackground))
        #expect(try Color(named: "systemBackground").resolved(for: .dark) == Color(red255: 0, green255: 0, blue255: 0))
        // iOS's values: secondaryLabel is 60 60 67 at 60 % in light, 235 235 245 at 60 % in dark.
        #expect(try Color(named: "secondaryLabel").resolved(for: .light) == Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6))
        #expect(try Color(named: "secondaryLabel").resolved(for: .dark) == Color(red255: 235, green255: 235, blue255: 245, alpha: 0.6))
        #expect(Color.systemBlue.resolved(for: .light) == Color(red255: 0, green255: 122, blue255: 255))
        #expect(Color.systemBlue.resolved(for: .dark) == Color(red255: 10, green255: 132, blue255: 255))
        #expect(try Color(named: "separator").resolved(for: .dark) == Color(red255: 84, green255: 84, blue255: 88, alpha: 0.6))
    }

    @Test func withAnotherOpacityItStaysSemantic() {
        let faded = Color.systemBlue.withAlphaComponent(0.2)
        #expect(faded.semantic == .systemBlue)
        #expect(faded.resolved(for: .dark) == Color(red255: 10, green255: 132, blue255: 255, alpha: 0.2))
        // Its own opacity scales the value's: half of secondaryLabel's 60 % is 30 %.
        let half = Color(semantic: .secondaryLabel).withAlphaComponent(0.3)
        #expect(abs(half.resolved(for: .dark).alpha - 0.3) < 1e-12)
        // A fixed colour is itself in either appearance.
        #expect(Color.orange.resolved(for: .dark) == .orange)
    }

    @Test func theRunsAppearanceOutlivesTheScriptChoosingItsDevice() {
        // Commands set the appearance before the script runs; `ui.App { device = … }` then
        // switches the engine to another window, which must keep it.
        let engine = Engine(device: .iPad)
        engine.window.appearance = .dark
        engine.useDevice(.iPhonePortrait)
        #expect(engine.window.device == .iPhonePortrait)
        #expect(engine.window.appearance == .dark)
    }
}
