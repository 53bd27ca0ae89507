import Testing
@testable import MoonKit

/// Frames equal to within a millionth of a point (the solver works in doubles; the expected
/// values are written as the arithmetic that produces them).
func expectFrame(_ view: View, _ expected: Rect, _ note: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let f = view.frame
    let close = abs(f.minX - expected.minX) < 1e-6 && abs(f.minY - expected.minY) < 1e-6
        && abs(f.width - expected.width) < 1e-6 && abs(f.height - expected.height) < 1e-6
    let message = "\(view.debugName): \(f) is not \(expected)" + (note.map { " — \($0)" } ?? "")
    #expect(close, Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The Swifty Words screen exactly as seed 001 builds it in `loadView`.
final class SwiftyWordsController: ViewController {
    var cluesLabel = Label()
    var answersLabel = Label()
    var currentAnswer = TextField()
    var scoreLabel = Label()
    var submit = Button(type: .system)
    var clear = Button(type: .system)
    var buttonsView = View()
    var letterButtons: [Button] = []
    /// Seed 001 sets 1; leaving 250 shows the stretched score label the seed describes first.
    let labelHugging: LayoutPriority

    init(labelHugging: LayoutPriority = 1) {
        self.labelHugging = labelHugging
        super.init()
    }

    override func loadView() {
        view = View()
        view.backgroundColor = .white

        scoreLabel.translatesAutoresizingMaskIntoConstraints = false
        scoreLabel.textAlignment = .right
        scoreLabel.text = "Score: 0"
        view.addSubview(scoreLabel)

        cluesLabel.translatesAutoresizingMaskIntoConstraints = false
        cluesLabel.font = .systemFont(ofSize: 24)
        cluesLabel.text = "CLUES"
        cluesLabel.numberOfLines = 0
        cluesLabel.setContentHuggingPriority(labelHugging, for: .vertical)
        view.addSubview(cluesLabel)

        answersLabel.translatesAutoresizingMaskIntoConstraints = false
        answersLabel.font = .systemFont(ofSize: 24)
        answersLabel.text = "ANSWERS"
        answersLabel.numberOfLines = 0
        answersLabel.textAlignment = .right
        answersLabel.setContentHuggingPriority(labelHugging, for: .vertical)
        view.addSubview(answersLabel)

        currentAnswer.translatesAutoresizingMaskIntoConstraints = false
        currentAnswer.placeholder = "Tap letters to guess"
        currentAnswer.textAlignment = .center
        currentAnswer.font = .systemFont(ofSize: 44)
        currentAnswer.isUserInteractionEnabled = false
        view.addSubview(currentAnswer)

        submit.translatesAutoresizingMaskIntoConstraints = false
        submit.setTitle("SUBMIT", for: .normal)
        view.addSubview(submit)

        clear.translatesAutoresizingMaskIntoConstraints = false
        clear.setTitle("CLEAR", for: .normal)
        view.addSubview(clear)

        buttonsView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttonsView)

        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            scoreLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            scoreLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            cluesLabel.topAnchor.constraint(equalTo: scoreLabel.bottomAnchor),
            cluesLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 100),
            cluesLabel.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.6, constant: -100),
            answersLabel.topAnchor.constraint(equalTo: scoreLabel.bottomAnchor),
            answersLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -100),
            answersLabel.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.4, constant: -100),
            answersLabel.heightAnchor.constraint(equalTo: cluesLabel.heightAnchor),
            currentAnswer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            currentAnswer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            currentAnswer.topAnchor.constraint(equalTo: cluesLabel.bottomAnchor, constant: 20),
            submit.topAnchor.constraint(equalTo: currentAnswer.bottomAnchor),
            submit.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: -100),
            submit.heightAnchor.constraint(equalToConstant: 44),
            clear.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 100),
            clear.centerYAnchor.constraint(equalTo: submit.centerYAnchor),
            clear.heightAnchor.constraint(equalToConstant: 44),
            buttonsView.widthAnchor.constraint(equalToConstant: 750),
            buttonsView.heightAnchor.constraint(equalToConstant: 320),
            buttonsView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            buttonsView.topAnchor.constraint(equalTo: submit.bottomAnchor, constant: 20),
            buttonsView.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -20),
        ])

        // Letter buttons keep their frames: translatesAutoresizingMaskIntoConstraints stays on.
        let width = 150.0, height = 80.0
        for row in 0..<4 {
            for col in 0..<5 {
                let letterButton = Button(type: .system)
                letterButton.titleLabel.font = .systemFont(ofSize: 36)
                letterButton.setTitle("WWW", for: .normal)
                letterButton.frame = Rect(x: Double(col) * width, y: Double(row) * height, width: width, height: height)
                buttonsView.addSubview(letterButton)
                letterButtons.append(letterButton)
            }
        }
    }
}
