#if canImport(Glibc)
import Glibc
#endif

/// The changes made inside one `animate` block, recorded as they happen (as Core Animation
/// records a layer's implicit actions): each view property the block changes is noted once,
/// with its model value and what was on screen just before the first change.
///
/// Recording at the setter makes an animation cost what it changes, not what the window holds:
/// comparing every view before and after the block cost more than the rest of a game's frame.
final class AnimationCapture {
    /// One property of one view that the block changed.
    struct Change {
        let view: View
        let property: AnimatableProperty
        /// The model value before the block changed it.
        let model: AnimatableValue
        /// What the screen showed then (differs from `model` while an older animation runs).
        let shown: AnimatableValue
    }

    /// Only views inside this one are animated (the window, for `Engine.animate`); nil between blocks.
    private var scope: View?
    /// The animator that keeps this recorder between blocks (and so outlives it).
    private unowned let animator: Animator
    /// The changes of the block, in the order they first happened (emptied by `reset`).
    private(set) var changes: [Change] = []
    /// The (view, property) pairs the block has met.
    private var seen = Set<PropertyKey>()
    /// The block this one runs inside, restored when it ends.
    private var outer: AnimationCapture?

    /// A recorder for `animator`'s blocks, reused from one block to the next: its lists keep
    /// their storage, so that recording a block allocates nothing.
    init(animator: Animator) {
        self.animator = animator
    }

    /// Runs `block` with changes recorded into `changes`, in the order they first happened.
    func record(in scope: View, _ block: () -> Void) {
        self.scope = scope
        outer = Self.current
        // A thread-specific slot holds a raw pointer, not a reference: the recorder is kept alive
        // meanwhile by the `animate` call running the block, and is taken out before it returns.
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        block()
        pthread_setspecific(Self.key, outer.map { Unmanaged.passUnretained($0).toOpaque() })
        // A block nested in another is part of the outer one too, which then animates its
        // changes with its own timing, as it did when blocks compared views before and after.
        if let outer {
            for change in changes { outer.note(change) }
        }
    }

    /// Forgets the last block (keeping the lists' storage), so that it holds no view.
    func reset() {
        scope = nil
        outer = nil
        // A dozen changes is a big block; the storage of a huge one is not kept for ever.
        let huge = changes.capacity > 64
        changes.removeAll(keepingCapacity: !huge)
        seen.removeAll(keepingCapacity: !huge)
    }

    /// The block being run on this thread (engines run one per thread), if any.
    static var current: AnimationCapture? {
        pthread_getspecific(key).map { Unmanaged<AnimationCapture>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Called by a view just before `property` changes.
    func record(_ view: View, _ property: AnimatableProperty) {
        // A view outside the scope stays in `seen` too: it is not asked about again.
        guard seen.insert(PropertyKey(view, property)).inserted,
              let scope, view.isDescendant(of: scope) else { return }
        let model = property.value(of: view)
        let shown = animator.shown(property, of: view, model: model)
        changes.append(Change(view: view, property: property, model: model, shown: shown))
    }

    private func note(_ change: Change) {
        guard seen.insert(PropertyKey(change.view, change.property)).inserted else { return }
        changes.append(change)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

extension View {
    /// Tells the animation block running on this thread, if any, that `property` is about to change.
    @inline(__always) func willChange(_ property: AnimatableProperty) {
        AnimationCapture.current?.record(self, property)
    }
}
