import LuaBridge
import MoonKit

/// A Lua view controller as a collection view's data source and delegate
/// (`collection.dataSource = self`, `collection.delegate = self`): the script's answers
/// (ScriptCollectionAnswers), else what UIKit would give without the method (no items, the
/// layout's sizes, an empty item). A data source must define `numberOfItemsInSection` and
/// `cellForItemAt`: one that lacks them is reported.
extension ScriptViewController: CollectionViewDataSource, CollectionViewDelegate {
    private var answers: ScriptCollectionAnswers { ScriptCollectionAnswers(controller: self) }

    func numberOfSections(in collectionView: CollectionView) -> Int { answers.numberOfSections(in: collectionView) ?? 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard mayDefine("numberOfItemsInSection") else {
            reportMissing("numberOfItemsInSection(collectionView, section)", as: "a collection view's data source",
                          in: "collection view")
            return 0
        }
        return answers.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        guard mayDefine("cellForItemAt") else {
            reportMissing("cellForItemAt(collectionView, indexPath)", as: "a collection view's data source", in: "collection view")
            return nil
        }
        return answers.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                        at indexPath: IndexPath) -> CollectionReusableView? {
        answers.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? {
        answers.collectionView(collectionView, sizeForItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? {
        answers.collectionView(collectionView, referenceSizeForHeaderInSection: section)
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? {
        answers.collectionView(collectionView, referenceSizeForFooterInSection: section)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        answers.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        answers.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
}
