import Testing
@testable import MoonKit

/// The smallest view whose cells an update animates: one section of rows 20 points tall across
/// its 100-point width, 60 points of them on screen (three rows), each row's cell a plain view
/// made anew or taken from its queue.
final class Strip: View, CellUpdateAnimating {
    var count: Int
    var visible: [IndexPath: View] = [:]
    var leavingCells: [View] = []
    var generation = 0
    var queue: [View] = []
    var reloads = 0

    init(count: Int) {
        self.count = count
        super.init(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        placeCells()
    }

    func cellFrame(at indexPath: IndexPath) -> Rect? {
        guard indexPath.section == 0, indexPath.row >= 0, indexPath.row < count else { return nil }
        return Strip.frame(row: indexPath.row)
    }

    static func frame(row: Int) -> Rect { Rect(x: 0, y: 20 * Double(row), width: 100, height: 20) }

    func showsOnScreen(_ frame: Rect) -> Bool { frame.intersects(bounds) }

    func placeCells() {
        for p in visible.keys.sorted() where !(cellFrame(at: p).map(showsOnScreen) ?? false) {
            if let cell = visible.removeValue(forKey: p) { enqueue(cell) }
        }
        for row in 0..<count {
            let p = IndexPath(row: row, section: 0)
            guard visible[p] == nil, let frame = cellFrame(at: p), showsOnScreen(frame) else { continue }
            let cell = queue.popLast() ?? View()
            cell.frame = frame
            visible[p] = cell
            addSubview(cell)
        }
    }

    func reloadData() { reloads += 1 }

    func enqueue(_ cell: View) {
        cell.removeFromSuperview()
        queue.append(cell)
    }

    func keepLeaving(_ cell: View) {
        if cell.superview !== self { addSubview(cell) }
    }

    /// Applies `update` as a table or collection view does, the strip having `after` rows then.
    func apply(_ update: TableUpdate, rowsAfter after: Int, completion: @escaping (Bool) -> Void) throws {
        let before = count
        let result = try resolve(update, before: [before], after: [after], completion: completion)
        animateCells(through: update, result, duration: 0.3, oldFrame: { old in
            old.row < before ? Strip.frame(row: old.row) : nil
        }, adopt: { count = after }, completion: completion)
    }

    func cell(_ row: Int) throws -> View { try #require(visible[IndexPath(row: row, section: 0)]) }
}

@Suite struct CellUpdateAnimatingTests {
    /// A strip of `rows` rows on a screen, so that its updates animate on the window's clock.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let strip: Strip

        init(rows: Int) {
            strip = Strip(count: rows)
            let vc = ViewController()
            engine.window.rootViewController = vc
            vc.view.addSubview(strip)
            engine.window.layoutIfNeeded()
        }

        func shown(_ cell: View) throws -> (frame: Rect, alpha: Double) {
            let layer = try #require(engine.window.animator).presentation(of: cell)
            return (layer.frame, layer.alpha)
        }
    }

    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test("a deleted row leaves to its animation's side, an inserted one comes from its side, the rows that stay slide")
    func sides() throws {
        let scene = Scene(rows: 5)
        let strip = scene.strip
        let (a, b, c) = (try strip.cell(0), try strip.cell(1), try strip.cell(2))
        // Rows A B C D E become B X C D E: A leaves to the left, X comes from the right.
        var update = TableUpdate()
        update.deletedRows[Self.row(0)] = .left
        update.insertedRows[Self.row(1)] = .right
        var finished: [Bool] = []
        try strip.apply(update, rowsAfter: 5) { finished.append($0) }
        let x = try strip.cell(1)
        #expect(try strip.cell(0) === b && strip.cell(2) === c && x !== a)
        #expect(strip.leavingCells.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        scene.engine.step(0.15)
        #expect(try scene.shown(a) == (Rect(x: -50, y: 0, width: 100, height: 20), 1))
        #expect(try scene.shown(b).frame == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(try scene.shown(x) == (Rect(x: 50, y: 20, width: 100, height: 20), 1))
        #expect(try scene.shown(c).frame == Rect(x: 0, y: 40, width: 100, height: 20))
        #expect(finished == [])
        scene.engine.step(0.15)
        #expect(finished == [true])
        #expect(b.frame == Strip.frame(row: 0) && x.frame == Strip.frame(row: 1))
        // The deleted row's cell went back to the queue once it had left.
        #expect(a.superview == nil && strip.queue.count == 1 && strip.queue[0] === a)
        #expect(strip.leavingCells.isEmpty)
    }

    @Test("rows pushed off screen slide there, then their cells go back to the queue; inserted rows fade in")
    func pushedOff() throws {
        let scene = Scene(rows: 3)
        let strip = scene.strip
        let (a, b, c) = (try strip.cell(0), try strip.cell(1), try strip.cell(2))
        // Two rows inserted at the top: A slides to 40, B and C to 60 and 80, below the screen.
        var update = TableUpdate()
        update.insertedRows[Self.row(0)] = .fade
        update.insertedRows[Self.row(1)] = .fade
        try strip.apply(update, rowsAfter: 5) { _ in }
        let (x0, x1) = (try strip.cell(0), try strip.cell(1))
        #expect(try strip.cell(2) === a)
        #expect(strip.visible.count == 3)
        scene.engine.step(0.15)
        #expect(try scene.shown(x0) == (Strip.frame(row: 0), 0.5))
        #expect(try scene.shown(a).frame == Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(try scene.shown(b) == (Rect(x: 0, y: 40, width: 100, height: 20), 1))
        #expect(try scene.shown(c).frame == Rect(x: 0, y: 60, width: 100, height: 20))
        scene.engine.step(0.15)
        #expect(x1.alpha == 1 && a.frame == Strip.frame(row: 2))
        #expect(b.superview == nil && c.superview == nil)
        #expect(strip.queue.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(c)])
    }

    @Test("with no window to animate on, every cell is at its end at once; a row deleted with none goes at once")
    func noWindow() throws {
        let strip = Strip(count: 4)
        let (a, b, c) = (try strip.cell(0), try strip.cell(1), try strip.cell(2))
        // Rows A B C D become C D X: A goes at once (its cell back to the queue, where D, coming
        // on screen from below, takes it), B fades, X comes from above.
        var update = TableUpdate()
        update.deletedRows[Self.row(0)] = RowAnimation.none  // `= .none` would remove the key
        update.deletedRows[Self.row(1)] = .fade
        update.insertedRows[Self.row(2)] = .top
        var finished: [Bool] = []
        try strip.apply(update, rowsAfter: 3) { finished.append($0) }
        #expect(finished == [true])
        #expect(try strip.cell(0) === c && c.frame == Strip.frame(row: 0))
        #expect(try strip.cell(1) === a && a.frame == Strip.frame(row: 1) && a.alpha == 1)
        let inserted = try strip.cell(2)
        #expect(inserted.frame == Strip.frame(row: 2) && inserted.alpha == 1)
        #expect(b.superview == nil && b.alpha == 1 && strip.queue.count == 1 && strip.queue[0] === b)
        #expect(strip.leavingCells.isEmpty)
    }

    @Test("counts that disagree with the changes: the view reloads, the completion runs, and the error names them")
    func disagreeing() throws {
        let strip = Strip(count: 3)
        var update = TableUpdate()
        update.insertedRows[Self.row(0)] = .fade
        var finished: [Bool] = []
        #expect(throws: TableUpdateError.self) { try strip.apply(update, rowsAfter: 3) { finished.append($0) } }
        #expect(strip.reloads == 1 && finished == [true] && strip.count == 3)
        #expect(strip.leavingCells.isEmpty && strip.generation == 0)
    }
}
