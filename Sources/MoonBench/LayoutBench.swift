import MoonKit

/// `moonkit bench layout`: the Swifty Words screen laid out from scratch, re-laid out after its
/// clues change, and a 1 000-row stack of labels. Goals: ≤ 100 µs, ≤ 20 µs, ≤ 20 ms.
public enum LayoutBench {
    public static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []

        // Full layout: a fresh screen each round, built untimed; the first layout pass is timed
        // (solver built from every constraint, solved, frames written, subviews placed).
        var samples: [Double] = []
        var checksum = 0.0
        for _ in 0..<301 {
            let screen = SwiftyWordsScreen()
            let start = Stopwatch.now()
            screen.window.layoutIfNeeded()
            samples.append(Double(Stopwatch.now() - start) / 1000)
            checksum = screen.checksum
        }
        figures.append(BenchFigure(suite: "layout", workload: "swifty-words-full", median: Stopwatch.median(samples),
                                   unit: "µs", checksum: checksum, rounds: samples.count))

        // Re-layout: the clues text alternates between six and seven lines; each change moves the
        // clues, answers and score labels.
        let screen = SwiftyWordsScreen()
        screen.window.layoutIfNeeded()
        let texts = [6, 7].map { n in (1...n).map { "\($0). A clue about milkshakes" }.joined(separator: "\n") }
        samples.removeAll()
        for round in 0..<201 {
            let start = Stopwatch.now()
            screen.clues.text = texts[round % 2]
            screen.window.layoutIfNeeded()
            samples.append(Double(Stopwatch.now() - start) / 1000)
        }
        figures.append(BenchFigure(suite: "layout", workload: "swifty-words-clues-text", median: Stopwatch.median(samples),
                                   unit: "µs", checksum: screen.checksum, rounds: samples.count))

        // A stack of 1 000 labels, each under the previous one: activation and first layout timed.
        samples.removeAll()
        for _ in 0..<7 {
            let window = Window(device: .iPad)
            let root = View(frame: window.bounds)
            window.addSubview(root)
            var labels: [Label] = []
            for i in 0..<1000 {
                let label = Label(text: "Row \(i)")
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                labels.append(label)
            }
            let start = Stopwatch.now()
            var constraints: [LayoutConstraint] = []
            constraints.reserveCapacity(2000)
            var above = root.topAnchor
            for label in labels {
                constraints.append(label.topAnchor.constraint(equalTo: above))
                constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10))
                above = label.bottomAnchor
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            samples.append(Double(Stopwatch.now() - start) / 1e6)
            checksum = labels.reduce(0) { $0 + $1.frame.maxY }
        }
        figures.append(BenchFigure(suite: "layout", workload: "label-stack", size: "1000", median: Stopwatch.median(samples),
                                   unit: "ms", checksum: checksum, rounds: samples.count))
        return figures
    }
}

/// Seed 001's Swifty Words screen built in Swift, in an iPad window, not yet laid out.
struct SwiftyWordsScreen {
    let window = Window(device: .iPad)
    let root = View()
    let score = Label(text: "Score: 0")
    let clues = Label(text: "CLUES", font: .system(24))
    let answers = Label(text: "ANSWERS", font: .system(24))
    let field = TextField()
    let submit = Button(title: "SUBMIT")
    let clear = Button(title: "CLEAR")
    let letters = View()

    init() {
        root.frame = window.bounds
        root.directionalLayoutMargins = window.device.systemMinimumLayoutMargins
        window.addSubview(root)
        score.textAlignment = .right
        for label in [clues, answers] {
            label.numberOfLines = 0
            label.setContentHuggingPriority(1, for: .vertical)
        }
        answers.textAlignment = .right
        field.placeholder = "Tap letters to guess"
        field.font = .system(44)
        field.textAlignment = .center
        field.isUserInteractionEnabled = false
        // As the seed does: views placed by constraints say so (activating leaves the flag alone).
        for v in [score, clues, answers, field, submit, clear, letters] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        root.addSubviews(score, clues, answers, field, submit, clear, letters)
        let m = root.layoutMarginsGuide
        LayoutConstraint.activate([
            score.topAnchor.constraint(equalTo: m.topAnchor),
            score.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            clues.topAnchor.constraint(equalTo: score.bottomAnchor),
            clues.leadingAnchor.constraint(equalTo: m.leadingAnchor, constant: 100),
            clues.widthAnchor.constraint(equalTo: m.widthAnchor, multiplier: 0.6, constant: -100),
            answers.topAnchor.constraint(equalTo: score.bottomAnchor),
            answers.trailingAnchor.constraint(equalTo: m.trailingAnchor, constant: -100),
            answers.widthAnchor.constraint(equalTo: m.widthAnchor, multiplier: 0.4, constant: -100),
            answers.heightAnchor.constraint(equalTo: clues.heightAnchor),
            field.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            field.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            field.topAnchor.constraint(equalTo: clues.bottomAnchor, constant: 20),
            submit.topAnchor.constraint(equalTo: field.bottomAnchor),
            submit.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -100),
            submit.heightAnchor.constraint(equalToConstant: 44),
            clear.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 100),
            clear.centerYAnchor.constraint(equalTo: submit.centerYAnchor),
            clear.heightAnchor.constraint(equalToConstant: 44),
            letters.widthAnchor.constraint(equalToConstant: 750),
            letters.heightAnchor.constraint(equalToConstant: 320),
            letters.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            letters.topAnchor.constraint(equalTo: submit.bottomAnchor, constant: 20),
            letters.bottomAnchor.constraint(equalTo: m.bottomAnchor, constant: -20),
        ])
        for i in 0..<20 {
            let b = Button(title: "WWW")
            b.titleLabel.font = .system(36)
            b.frame = Rect(x: Double(i % 5) * 150, y: Double(i / 5) * 80, width: 150, height: 80)
            letters.addSubview(b)
        }
    }

    /// The sum of every laid-out view's frame numbers: 0 if layout did not run.
    var checksum: Double {
        [score, clues, answers, field, submit, clear, letters].reduce(0) { sum, v in
            sum + v.frame.minX + v.frame.minY + v.frame.width + v.frame.height
        }
    }
}
