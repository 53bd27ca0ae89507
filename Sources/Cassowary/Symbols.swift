/// Symbols: allocating them, and the external symbol of each variable.
extension Solver {
    func newSymbol(_ kind: SymbolKind) -> Int32 {
        let s = tableau.newSymbol(kind)
        objective.grow(to: tableau.symbolCount)
        inHeap.append(false)
        variableOf.append(nil)
        markerOwner.owners.append(nil)
        mark.append(0)
        values.append(0)
        return s
    }

    /// The external symbol of `v`, registered on first use.
    func symbol(for v: Variable) -> Int32 {
        let me = ObjectIdentifier(self)
        if v.cachedSolver == me { return v.cachedSymbol }
        if let s = variableSymbols[ObjectIdentifier(v)] {
            v.cachedSolver = me
            v.cachedSymbol = s
            return s
        }
        let s = newSymbol(.external)
        variableSymbols[ObjectIdentifier(v)] = s
        variableOf[Int(s)] = v
        variables.append(v)
        variableSymbolList.append(s)
        registeredInCall.append(v)
        v.cachedSolver = me
        v.cachedSymbol = s
        return s
    }

    func unregisterCallVariables() {
        for v in registeredInCall {
            variableSymbols[ObjectIdentifier(v)] = nil
            if v.cachedSolver == ObjectIdentifier(self) { v.cachedSolver = nil }
        }
        if !registeredInCall.isEmpty {
            let gone = Set(registeredInCall.map(ObjectIdentifier.init))
            variables.removeAll { gone.contains(ObjectIdentifier($0)) }
            variableSymbolList = ContiguousArray(variables.map { variableSymbols[ObjectIdentifier($0)]! })
        }
        registeredInCall.removeAll()
    }
}
