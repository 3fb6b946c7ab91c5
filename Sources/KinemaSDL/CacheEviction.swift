/// How the renderer's caches of textures make room (`TextCache`, `StretchedImages`): the least recently
/// drawn entries go first, until what is kept is under the cache's mark — half its budget, so that
/// eviction is rare and cheap on average.
enum CacheEviction {
    /// The keys to drop, least recently used first, until `keeps(count, bytes)` holds for what is left
    /// (`count` entries of `bytes` in all to begin with).
    static func leastRecentlyUsed<Key: Hashable, Entry>(
        _ entries: [Key: Entry], lastUse: (Entry) -> Int, bytes: (Entry) -> Int, total: Int, until keeps: (_ count: Int, _ bytes: Int) -> Bool
    ) -> [Key] {
        var count = entries.count, kept = total
        var doomed: [Key] = []
        for (key, entry) in entries.sorted(by: { lastUse($0.value) < lastUse($1.value) }) {
            guard !keeps(count, kept) else { break }
            doomed.append(key)
            count -= 1
            kept -= bytes(entry)
        }
        return doomed
    }
}
