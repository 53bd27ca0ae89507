/// How rows (or sections) come and go in an animated update (UIKit's
/// `UITableView.RowAnimation`). An inserted row slides in from where its name says (from above
/// its place for `top`, from the left edge for `left`, …) or fades in; a deleted one leaves the
/// same way. `automatic` fades, and `none` shows or removes the row at once; either way the other
/// rows slide to their new places.
public enum RowAnimation: String, Sendable, CaseIterable {
    /// The row fades in or out in place.
    case fade
    /// The row slides in from the right edge, or out to it.
    case right
    /// The row slides in from the left edge, or out to it.
    case left
    /// The row slides down into its place from a row's height above it, or leaves upwards.
    case top
    /// The row slides up into its place from a row's height below it, or leaves downwards.
    case bottom
    /// The row appears or disappears at once, with no animation of its own.
    case none
    /// The table chooses the animation (UIKit's choice for the change); here, a fade.
    case automatic
}

/// One batch of changes to a table's rows and sections, gathered between `beginUpdates` and
/// `endUpdates` and applied together, with UIKit's rules for what the indexes mean: deletions,
/// reloads and the sources of moves name rows as they were before the batch; insertions and the
/// destinations of moves name rows as they are after it. Deletions are done first, then
/// insertions in increasing order, whatever order the calls came in.
struct TableUpdate {
    var deletedSections: [Int: RowAnimation] = [:]
    var insertedSections: [Int: RowAnimation] = [:]
    var deletedRows: [IndexPath: RowAnimation] = [:]
    var insertedRows: [IndexPath: RowAnimation] = [:]
    var reloadedRows: [IndexPath: RowAnimation] = [:]
    /// Moves, by their source (before) to their destination (after).
    var movedRows: [IndexPath: IndexPath] = [:]
    /// What the errors call the view and its rows: a collection view's updates say "item".
    var viewNoun = "table"
    var rowNoun = "row"

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where a row after the update comes from.
    enum Source: Equatable {
        /// The row that had this index path before.
        case old(IndexPath)
        /// A row inserted (or in an inserted section), coming in with this animation.
        case inserted(RowAnimation)
    }

    /// Each section after the update: the section it was before (nil for an inserted one) and
    /// where each of its rows comes from.
    struct Result {
        var sections: [(old: Int?, rows: [Source])]
        /// The rows after the update, by the index path they had before.
        var newIndexPath: [IndexPath: IndexPath]
    }

    /// Works out where every row goes, given the row counts before (`before`) and what the data
    /// source says after (`after`); throws when the two do not agree with the changes, or a
    /// change names a row or section that does not exist.
    func resolve(before: [Int], after: [Int]) throws(TableUpdateError) -> Result {
        for s in deletedSections.keys.sorted() where s < 0 || s >= before.count {
            throw TableUpdateError("attempt to delete section \(s), but there are only \(before.count) sections before the update", viewNoun)
        }
        for p in (Array(deletedRows.keys) + Array(reloadedRows.keys) + Array(movedRows.keys)).sorted()
        where p.section < 0 || p.section >= before.count || p.row < 0 || p.row >= before[p.section] {
            let what = deletedRows[p] != nil ? "delete" : reloadedRows[p] != nil ? "reload" : "move"
            throw TableUpdateError("attempt to \(what) \(rowNoun) \(p.row) from section \(p.section), which has only "
                                   + "\(p.section >= 0 && p.section < before.count ? before[p.section] : 0) \(rowNoun)s before the update", viewNoun)
        }
        for p in deletedRows.keys.sorted() where movedRows[p] != nil || reloadedRows[p] != nil {
            throw TableUpdateError("attempt to delete and \(movedRows[p] != nil ? "move" : "reload") the same \(rowNoun) "
                                   + "(\(rowNoun) \(p.row) of section \(p.section))", viewNoun)
        }
        let survivors = (0..<before.count).filter { deletedSections[$0] == nil }
        var sections: [(old: Int?, rows: [Source])] = survivors.map { s in
            (old: s, rows: (0..<before[s]).compactMap { r in
                let p = IndexPath(row: r, section: s)
                return deletedRows[p] == nil && movedRows[p] == nil ? .old(p) : nil
            })
        }
        for s in insertedSections.keys.sorted() {
            guard s >= 0, s <= sections.count else {
                throw TableUpdateError("attempt to insert section \(s), but there are only \(sections.count) sections "
                                       + "after the deletions of the update", viewNoun)
            }
            sections.insert((old: nil, rows: []), at: s)
        }
        guard sections.count == after.count else {
            throw TableUpdateError("invalid number of sections: the \(viewNoun) has \(after.count) after the update, but had "
                                   + "\(before.count) before, with \(insertedSections.count) inserted and "
                                   + "\(deletedSections.count) deleted, which makes \(sections.count): the data source "
                                   + "must change its sections as the update does", viewNoun)
        }
        // Inserted sections take all their rows from the data source.
        for s in sections.indices where sections[s].old == nil {
            sections[s].rows = Array(repeating: .inserted(insertedSections[s] ?? .automatic), count: after[s])
        }
        // Then the insertions and the moves' destinations, in increasing order.
        var arrivals: [(IndexPath, Source)] = insertedRows.map { ($0.key, .inserted($0.value)) }
        arrivals += movedRows.map { ($0.value, .old($0.key)) }
        arrivals.sort { $0.0 < $1.0 }
        for (p, source) in arrivals {
            guard p.section >= 0, p.section < sections.count, sections[p.section].old != nil else {
                throw TableUpdateError("attempt to \(isMove(source) ? "move a \(rowNoun) to" : "insert")"
                                       + " \(rowNoun) \(p.row) of section \(p.section), a section that "
                                       + (p.section >= 0 && p.section < sections.count ? "is itself inserted" : "does not exist after the update"), viewNoun)
            }
            guard p.row >= 0, p.row <= sections[p.section].rows.count else {
                throw TableUpdateError("attempt to \(isMove(source) ? "move a \(rowNoun) to" : "insert") \(rowNoun) \(p.row) of section "
                                       + "\(p.section), which has only \(sections[p.section].rows.count) \(rowNoun)s at that point of the update", viewNoun)
            }
            sections[p.section].rows.insert(source, at: p.row)
        }
        for (s, section) in sections.enumerated() {
            guard let old = section.old, section.rows.count != after[s] else { continue }
            let inserted = insertedRows.keys.filter { $0.section == s }.count
            let deleted = deletedRows.keys.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.value.section == s && $0.key.section != old }.count
            let movedOut = movedRows.filter { $0.key.section == old && $0.value.section != s }.count
            throw TableUpdateError("invalid number of \(rowNoun)s in section \(s): the data source gives \(after[s]) after the "
                                   + "update, but the section had \(before[old]) before, with \(inserted) inserted and "
                                   + "\(deleted) deleted, \(movedIn) moved in and \(movedOut) moved out, which makes "
                                   + "\(section.rows.count): change the data the data source reads before the update ends", viewNoun)
        }
        var newIndexPath: [IndexPath: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (r, source) in section.rows.enumerated() {
                if case .old(let p) = source { newIndexPath[p] = IndexPath(row: r, section: s) }
            }
        }
        return Result(sections: sections, newIndexPath: newIndexPath)
    }

    private func isMove(_ source: Source) -> Bool {
        if case .old = source { return true }
        return false
    }
}

/// An update whose changes and data source disagree, or that names a row or section that does
/// not exist (UIKit raises `NSInternalInconsistencyException`: "Invalid update: …").
public struct TableUpdateError: Error, CustomStringConvertible, Equatable {
    /// What was wrong with the update, starting "invalid table update: ".
    public let message: String

    init(_ detail: String, _ viewNoun: String = "table") {
        message = "invalid \(viewNoun) update: " + detail
    }

    /// The message.
    public var description: String { message }
}
