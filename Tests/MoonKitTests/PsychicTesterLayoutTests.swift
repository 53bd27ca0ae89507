import Testing
@testable import MoonKit

/// One Zener card: a 100×140 view with a back and a (hidden) face, as seed 004's card controller.
final class CardController: ViewController {
    var front = ImageView()
    var back = ImageView()
    var isCorrect = false
    static let cardBack = Image(name: "cardBack", size: Size(width: 100, height: 140))

    override func viewDidLoad() {
        view.bounds = Rect(x: 0, y: 0, width: 100, height: 140)
        front = ImageView(image: CardController.cardBack)
        back = ImageView(image: CardController.cardBack)
        view.addSubview(front)
        view.addSubview(back)
        front.isHidden = true
        back.alpha = 0
    }
}

/// The Psychic Tester screen: a full-screen gradient and a 480×320 card container centred in the
/// root view, holding eight frame-placed card controllers' views.
final class PsychicController: ViewController {
    let gradient = GradientView(colors: [Color(white: 0.3), .black])
    let cardContainer = View()
    var allCards: [CardController] = []

    override func loadView() {
        view = View()
        view.backgroundColor = .red
        gradient.alpha = 0.9
        gradient.translatesAutoresizingMaskIntoConstraints = false
        cardContainer.translatesAutoresizingMaskIntoConstraints = false
        cardContainer.backgroundColor = .clear
        view.addSubviews(gradient, cardContainer)
        LayoutConstraint.activate([
            gradient.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            gradient.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            gradient.topAnchor.constraint(equalTo: view.topAnchor),
            gradient.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            cardContainer.widthAnchor.constraint(equalToConstant: 480),
            cardContainer.heightAnchor.constraint(equalToConstant: 320),
            cardContainer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardContainer.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewDidLoad() { loadCards() }

    static let positions = [75.0, 185, 295, 405].map { Point(x: $0, y: 85) } + [75.0, 185, 295, 405].map { Point(x: $0, y: 235) }

    func loadCards() {
        for card in allCards {
            card.view.removeFromSuperview()
            card.removeFromParent()
        }
        allCards.removeAll()
        let faces = ["cardCircle", "cardCircle", "cardCross", "cardCross", "cardLines", "cardLines", "cardSquare", "cardStar"]
        for (index, position) in PsychicController.positions.enumerated() {
            let card = CardController()
            addChild(card)
            cardContainer.addSubview(card.view)
            card.didMove(toParent: self)
            card.view.center = position
            card.front.image = Image(name: faces[index], size: Size(width: 100, height: 140))
            card.isCorrect = faces[index] == "cardStar"
            allCards.append(card)
        }
    }
}

@Suite struct PsychicTesterLayoutTests {
    @Test func cardsSitAtTheirCentresInTheCentredContainer() {
        let window = Window(device: .iPhone)
        let game = PsychicController()
        window.rootViewController = game
        #expect(window.log.isEmpty)
        // The root view fills the 844×390 screen; the gradient follows its edges.
        expectFrame(game.view, Rect(x: 0, y: 0, width: 844, height: 390))
        expectFrame(game.gradient, Rect(x: 0, y: 0, width: 844, height: 390))
        // Container 480×320 centred: x = (844 − 480) / 2 = 182, y = (390 − 320) / 2 = 35.
        expectFrame(game.cardContainer, Rect(x: 182, y: 35, width: 480, height: 320))
        #expect(game.children.count == 8)
        for (card, centre) in zip(game.allCards, PsychicController.positions) {
            // A 100×140 card centred on its position: origin = centre − (50, 70).
            expectFrame(card.view, Rect(x: centre.x - 50, y: centre.y - 70, width: 100, height: 140))
            expectFrame(card.back, Rect(x: 0, y: 0, width: 100, height: 140))
            #expect(card.view.translatesAutoresizingMaskIntoConstraints)
            #expect(card.parent === game)
        }
        // The first card's corner on screen: 182 + 25, 35 + 15.
        #expect(game.allCards[0].view.convert(Point.zero, to: nil) == Point(x: 207, y: 50))
        #expect(game.allCards.filter(\.isCorrect).count == 1)
        // Dealing again replaces the eight children.
        let old = game.allCards[0]
        game.loadCards()
        #expect(game.children.count == 8 && old.parent == nil && old.view.superview == nil)
        #expect(game.cardContainer.subviews.count == 8)
    }

    @Test func aTouchOnACardReachesTheCardController() {
        let window = Window(device: .iPhone)
        let game = PsychicController()
        window.rootViewController = game
        // Image views take no touches, so the card's own view is hit, then its controller.
        let hit = window.hitView(at: Point(x: 182 + 185, y: 35 + 85))
        #expect(hit === game.allCards[1].view)
        #expect(hit?.next === game.allCards[1])
    }
}
