/// Symbols: allocating them, and the external symbol of each variable.
extension SolverCore {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let s = tableau.newSymbol(kind)
        objective.grow(to: tableau.symbolCount)
        // Filled ahead like the tableau's per-symbol arrays.
        if Int(s) == inHeap.count {
            let n = max(initialCapacity, Int(s))
            inHeap.append(contentsOf: repeatElement(false, count: n))
            markerOwner.owners.append(contentsOf: repeatElement(nil, count: n))
            mark.append(contentsOf: repeatElement(0, count: n))
            values.append(contentsOf: repeatElement(0, count: n))
        }
        return s
    }

    /// The external symbol of `v`, registered on first use. A variable caches the symbol of
    /// the first solver that registers it (no hashing); a variable already cached by another
    /// solver is kept in this solver's dictionary instead. A cache is never taken over, and is
    /// cleared by its solver on reset and deallocation.
    mutating func symbol(for v: Variable) -> Int32 {
        let me = owner
        if v.cachedSolver == me { return v.cachedSymbol }
        if v.cachedSolver != nil, let s = variableSymbols[ObjectIdentifier(v)] { return s }
        let s = newSymbol(.external)
        if v.cachedSolver == nil {
            v.cachedSolver = me
            v.cachedSymbol = s
        } else {
            variableSymbols[ObjectIdentifier(v)] = s
        }
        variables.append(v)
        variableSymbolList.append(s)
        return s
    }

    /// Forgets the variables registered by a call that failed: those it appended to
    /// `variables`, from `variablesBeforeCall` on.
    mutating func unregisterCallVariables() {
        let me = owner
        for v in variables[variablesBeforeCall...] {
            if v.cachedSolver == me {
                v.cachedSolver = nil
            } else {
                variableSymbols[ObjectIdentifier(v)] = nil
            }
        }
        variables.removeSubrange(variablesBeforeCall...)
        variableSymbolList.removeSubrange(variablesBeforeCall...)
    }
}
