import Foundation
import Testing
@testable import MoonKit

/// Adding one more guide or recognizer to a view costs the same however many it has (issue 32:
/// `addLayoutGuide` walked the view's guides, and 500 000 of them hit the watchdog). Walking them
/// all each time, 200 000 would take about 2e10 steps: far past the 30 s allowed here, while the
/// linear cost is a fraction of a second even on a loaded machine.
@Suite struct SiblingCostTests {
    @Test("200 000 guides and 200 000 recognizers are added to one view in linear time, once each")
    func manySiblings() {
        let view = View()
        let guides = (0..<200_000).map { _ in LayoutGuide() }
        let recognizers = (0..<200_000).map { _ in TapGestureRecognizer() }
        let start = Date()
        for guide in guides { view.addLayoutGuide(guide) }
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        // Adding again changes nothing; removing one takes it out, once.
        view.addLayoutGuide(guides[5])
        view.removeLayoutGuide(guides[7])
        view.removeLayoutGuide(guides[7])
        view.removeGestureRecognizer(recognizers[9])
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(view.layoutGuides.count == 199_999)
        #expect(view.layoutGuides[5] === guides[5] && view.layoutGuides[7] === guides[8])
        #expect(guides[7].owningView == nil && guides[8].owningView === view)
        #expect(view.gestureRecognizers.count == 199_999 && recognizers[9].view == nil)
        // A guide moves from one view to another.
        let other = View()
        other.addLayoutGuide(guides[0])
        #expect(guides[0].owningView === other && view.layoutGuides.count == 199_998)
    }
}
