/// The constraints of a solver, found without hashing in the common case.
///
/// Each constraint remembers the solver it was last added to and its slot there (a one-entry
/// cache like `Variable`'s); a constraint added to a second solver at the same time falls back
/// to that solver's dictionary. The owner clears the caches when it is reset or deallocated,
/// so a cache never outlives its solver.
struct ConstraintTable {
    private var slots: ContiguousArray<SolverCore.ConstraintInfo?> = []
    private var freeSlots: [Int32] = []
    private var others: [ObjectIdentifier: SolverCore.ConstraintInfo] = [:]
    private(set) var count = 0

    subscript(_ c: Constraint, owner owner: ObjectIdentifier) -> SolverCore.ConstraintInfo? {
        if c.cachedSolver == owner { return slots[Int(c.cachedSlot)] }
        return others[ObjectIdentifier(c)]
    }

    mutating func insert(_ info: SolverCore.ConstraintInfo, owner: ObjectIdentifier) {
        let c = info.constraint
        count += 1
        if c.cachedSolver == nil {
            let slot: Int32
            if let s = freeSlots.popLast() {
                slot = s
                slots[Int(s)] = info
            } else {
                slot = Int32(slots.count)
                slots.append(info)
            }
            c.cachedSolver = owner
            c.cachedSlot = slot
        } else {
            others[ObjectIdentifier(c)] = info
        }
    }

    mutating func remove(_ c: Constraint, owner: ObjectIdentifier) -> SolverCore.ConstraintInfo? {
        if c.cachedSolver == owner {
            let info = slots[Int(c.cachedSlot)]
            slots[Int(c.cachedSlot)] = nil
            freeSlots.append(c.cachedSlot)
            c.cachedSolver = nil
            count -= 1
            return info
        }
        guard let info = others.removeValue(forKey: ObjectIdentifier(c)) else { return nil }
        count -= 1
        return info
    }

    var values: [SolverCore.ConstraintInfo] { slots.compactMap { $0 } + Array(others.values) }

    /// Forgets everything, clearing the caches that point at `owner`.
    mutating func removeAll(owner: ObjectIdentifier) {
        for info in slots {
            if let c = info?.constraint, c.cachedSolver == owner { c.cachedSolver = nil }
        }
        slots.removeAll()
        freeSlots.removeAll()
        others.removeAll()
        count = 0
    }
}
