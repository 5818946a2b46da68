/// A layered ("Sugiyama") drawing of a directed graph, top to bottom, made without Graphviz:
///
/// 1. cycles are broken for the layout only: edges that close a cycle in a depth-first walk are
///    laid out reversed (and still drawn pointing the right way);
/// 2. layers by longest path, sources pulled down next to what they use, a layer wider than a
///    screen (or than a large graph's 2:1 shape, up to 1,300 points) wrapped into rows, and every
///    edge split into one piece per layer it crosses by "dummy" points (shared by the edges into
///    one node where there are too many edges for labels). Ranks are doubled, so each edge has
///    a dummy in the gap between its ends, where its label sits as a box of its own;
/// 3. crossings reduced by barycenter sweeps down and up, keeping the order with fewest crossings;
/// 4. horizontal places: each item pulled toward the median of its neighbours, the order and
///    the gaps kept exactly by isotonic regression (pool adjacent violators), sweeping both ways,
///    and a drawing still wider than 2,000 points closed up around one centre line;
/// 5. edges routed through their dummies: straight down through each layer's band (where the
///    neighbours in the same layer are at least a gap away) and S-curves between bands, where
///    there is nothing to cross.
///
/// So nodes and labels never overlap by construction: in each layer every item (node, label,
/// edge) has its own interval, and nothing but curves lies between layers. Everything is
/// computed in input order with no hashing, so the same input always gives the same drawing.
package struct LayeredLayout: Sendable {
    package struct Size: Sendable, Hashable {
        package var width: Double
        package var height: Double
        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A rectangle by its top-left corner.
    package struct Box: Sendable, Hashable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    package struct Point: Sendable, Hashable {
        package var x: Double
        package var y: Double
    }

    package struct Edge: Sendable, Hashable {
        package var source: Int
        package var target: Int
        /// The label's size, or nil for an edge without one.
        package var label: Size?
        package init(source: Int, target: Int, label: Size? = nil) {
            self.source = source
            self.target = target
            self.label = label
        }
    }

    package struct Route: Sendable, Hashable {
        /// From the source's border to the target's. Where two points in a row have the same x
        /// the edge runs straight; otherwise it is an S-curve (vertical at both ends).
        package var points: [Point]
        package var label: Box?
    }

    /// Each node's box, in input order.
    package var nodes: [Box]
    /// Each edge's route, in input order; a self-loop gets no points.
    package var routes: [Route]
    package var width: Double
    package var height: Double

    /// Room around the drawing, between nodes of a layer, and between layers.
    static let margin = 12.0
    static let nodeGap = 18.0
    static let edgeGap = 6.0
    static let layerGap = 22.0
    /// An edge's width in its layer, and the room between a line and its label.
    static let lineWidth = 8.0
    /// A piece of an edge's width and the gap beside it where edges without labels are more
    /// than a wrapped row holds: each edge of a layer still has its own interval, so nodes and
    /// labels never overlap, but 429 edges of a capped type graph no longer make a gap between
    /// layers 6,000 points wide.
    static let denseLineWidth = 2.0
    static let denseEdgeGap = 1.0

    /// The width past which a layer wraps into rows: a wide screen's width, or for a large
    /// graph the width that would give the drawing about a 2:1 shape (nodes with the room
    /// around them) up to ``maximumWrapWidth``, or the widest node. Wider rows for a 2:1 shape
    /// made a capped type graph of 278 nodes 5,634 points wide: three screens side by side,
    /// where scrolling down one reads.
    static func wrapWidth(sizes: [Size]) -> Double {
        let area = sizes.reduce(0) { $0 + ($1.width + nodeGap) * ($1.height + 2 * layerGap) }
        return max(minimumWrapWidth, min(maximumWrapWidth, (2 * area).squareRoot()), sizes.map(\.width).max() ?? 0)
    }

    static let minimumWrapWidth = 1_200.0
    static let maximumWrapWidth = 1_300.0
    /// The widest drawing a screen scrolls through usefully; a wider one is closed up.
    static let widestDrawing = 2_000.0
    /// Layers of larger graphs are not wrapped: no drawing of so many nodes reads (the command
    /// line points to smaller views), and each edge would get a piece in every row it passes,
    /// which made a 1,500-type graph's layout five times slower and still 30,000 points wide.
    static let largestWrappedGraph = 400

    package static func make(sizes: [Size], edges: [Edge]) -> LayeredLayout {
        var builder = Builder(sizes: sizes, edges: edges)
        if edges.allSatisfy({ $0.label == nil }), Double(edges.count) * (lineWidth + edgeGap) > wrapWidth(sizes: sizes) {
            (builder.lineWidth, builder.edgeGap, builder.concentrated) = (denseLineWidth, denseEdgeGap, true)
        }
        return builder.run()
    }

    /// One thing in a layer: a node, or a piece of an edge (with its label on one of them).
    struct Item {
        var layer: Int
        var width: Double
        var height: Double
        /// Where the item's line passes, from its left side (a node's centre).
        var anchor: Double
        /// The node, or -1 for an edge's piece.
        var node: Int
        var x = 0.0
        var position = 0
    }

    struct SharedPiece: Hashable {
        var layer: Int
        var lower: Int
        var reversed: Bool
    }

    struct Link: Hashable {
        var above: Int
        var below: Int
    }

    struct Builder {
        let sizes: [Size]
        let edges: [Edge]
        /// Per node: its layer (even ranks; odd ones hold only pieces of edges).
        var rank: [Int] = []
        /// Per edge: whether it is laid out reversed, to break a cycle.
        var reversed: [Bool] = []
        var items: [Item] = []
        /// Per edge: its chain of items from the upper end to the lower one, ends included.
        var chains: [[Int]] = []
        var layers: [[Int]] = []
        var up: [[Int]] = []
        var down: [[Int]] = []
        /// Per layer: whether it is a row of a wrapped layer, whose items sit side by side.
        var packed: [Bool] = []
        /// Per wrapped layer: its rows' layers (before ranks are doubled).
        var rows: [[Int]] = []
        /// A piece of an edge's width, and the gap between two pieces.
        var lineWidth = LayeredLayout.lineWidth
        var edgeGap = LayeredLayout.edgeGap
        /// Whether edges to the same node share their pieces in each layer they both cross
        /// (Graphviz's `concentrate`): a bundle of lines that joins toward its end. Without it,
        /// 429 edges of a capped type graph, most of them into UIKit, UIImage and SwiftUI below
        /// 30 wrapped rows, put 300 pieces side by side in a row.
        var concentrated = false

        init(sizes: [Size], edges: [Edge]) {
            self.sizes = sizes
            self.edges = edges
        }

        mutating func run() -> LayeredLayout {
            assignLayers()
            makeItems()
            order()
            place()
            return layout()
        }

        // MARK: Layers

        mutating func assignLayers() {
            let count = sizes.count
            var outgoing = [[Int]](repeating: [], count: count)
            for edge in edges where edge.source != edge.target {
                outgoing[edge.source].append(edge.target)
            }
            let (component, components) = Self.stronglyConnectedComponents(outgoing)
            // Inside a cycle, layers are breadth-first distances from where the cycle is
            // entered: a tangle of a thousand types is as deep as its diameter (a few layers),
            // not as long as the longest path a depth-first walk finds through it.
            var depth = [Int](repeating: -1, count: count)
            var entered = [Bool](repeating: false, count: count)
            for node in 0..<count {
                for target in outgoing[node] where component[target] != component[node] { entered[target] = true }
            }
            for members in components {
                var queue = members.filter { entered[$0] }
                if queue.isEmpty { queue = [members.min()!] }
                for node in queue { depth[node] = 0 }
                var head = 0
                while head < queue.count {
                    let node = queue[head]
                    head += 1
                    for target in outgoing[node] where component[target] == component[node] && depth[target] < 0 {
                        depth[target] = depth[node] + 1
                        queue.append(target)
                    }
                }
            }
            // Between cycles, longest path: components in topological order (Tarjan's order
            // reversed), each below everything that uses it.
            var base = [Int](repeating: 0, count: components.count)
            for index in stride(from: components.count - 1, through: 0, by: -1) {
                for node in components[index] {
                    for target in outgoing[node] where component[target] != index {
                        base[component[target]] = max(base[component[target]], base[index] + depth[node] + 1)
                    }
                }
            }
            var layer = (0..<count).map { base[component[$0]] + depth[$0] }
            // A node nothing uses sits just above the nearest thing it uses, not at the top.
            var used = [Bool](repeating: false, count: count)
            for node in 0..<count { for target in outgoing[node] { used[target] = true } }
            for node in 0..<count where !used[node] && !outgoing[node].isEmpty {
                layer[node] = outgoing[node].map { layer[$0] }.min()! - 1
            }
            (layer, rows) = wrapped(layer)
            rank = layer.map { $0 * 2 }
            reversed = edges.map { layer[$0.source] > layer[$0.target] }
        }

        /// The layers with each one wider than ``LayeredLayout/wrapWidth(sizes:)`` split into
        /// rows of about equal width, each row a layer of its own, so a module graph whose 60
        /// frameworks all sit at the bottom draws as a block, not a line 6,000 points long. The
        /// rows take the layer's nodes in order of how many of their edges go up rather than
        /// down (then input order): the most used frameworks in the top row, nearest their
        /// users, so few edges run through the rows.
        func wrapped(_ layer: [Int]) -> (layers: [Int], rows: [[Int]]) {
            let count = layer.count
            guard count > 0, count <= LayeredLayout.largestWrappedGraph else { return (layer, []) }
            let limit = LayeredLayout.wrapWidth(sizes: sizes)
            var members = [[Int]](repeating: [], count: layer.max()! + 1)
            for node in 0..<count { members[layer[node]].append(node) }
            // Per node: its edges to layers above, and to layers below.
            var above = [Int](repeating: 0, count: count)
            var below = [Int](repeating: 0, count: count)
            for edge in edges where layer[edge.source] != layer[edge.target] {
                let (upper, lower) = layer[edge.source] < layer[edge.target] ? (edge.source, edge.target) : (edge.target, edge.source)
                below[upper] += 1
                above[lower] += 1
            }
            var result = layer
            var wrappedRows: [[Int]] = []
            var next = 0
            for nodes in members {
                let width = nodes.reduce(0) { $0 + sizes[$1].width } + Double(max(nodes.count - 1, 0)) * LayeredLayout.nodeGap
                var rows = max(1, Int((width / limit).rounded(.up)))
                if rows == 1 {
                    for node in nodes { result[node] = next }
                } else {
                    // Rows a `share` wide: a node whose middle would pass the share starts the
                    // next row, and so does one the limit cannot hold beside the row's others
                    // (long names: four of 480 points made a row 2,000 wide).
                    let share = width / Double(rows)
                    var (row, rowWidth) = (0, 0.0)
                    var rowOf: [(node: Int, row: Int)] = []
                    for node in nodes.sorted(by: { (below[$0] - above[$0], $0) < (below[$1] - above[$1], $1) }) {
                        let nodeWidth = sizes[node].width
                        if rowWidth > 0, rowWidth + nodeWidth / 2 > share || rowWidth + nodeWidth > limit { (row, rowWidth) = (row + 1, 0) }
                        rowOf.append((node, row))
                        rowWidth += nodeWidth + LayeredLayout.nodeGap
                    }
                    rows = row + 1
                    // Edges to a lower row run through the rows above it, and edges from an
                    // upper row through the rows below: where those make a row as wide as the
                    // layer was (a type graph's many edges), the layer stays one.
                    var widths = [Double](repeating: 0, count: rows)
                    var (ups, downs) = ([Int](repeating: 0, count: rows), [Int](repeating: 0, count: rows))
                    for (node, row) in rowOf {
                        widths[row] += sizes[node].width + LayeredLayout.nodeGap
                        ups[row] += above[node]
                        downs[row] += below[node]
                    }
                    let pieceWidth = LayeredLayout.lineWidth + LayeredLayout.edgeGap
                    let widest = (0..<rows).map { row in
                        widths[row] + pieceWidth * Double(ups[(row + 1)...].reduce(0, +) + downs[..<row].reduce(0, +))
                    }.max()!
                    if widest < width {
                        for (node, row) in rowOf { result[node] = next + row }
                        wrappedRows.append(Array(next..<(next + rows)))
                    } else {
                        for node in nodes { result[node] = next }
                        rows = 1
                    }
                }
                next += rows
            }
            return (result, wrappedRows)
        }

        /// Tarjan's algorithm without recursion: each node's component, and the components in
        /// the order Tarjan's algorithm finds them, each after every component it reaches.
        static func stronglyConnectedComponents(_ outgoing: [[Int]]) -> (component: [Int], components: [[Int]]) {
            let count = outgoing.count
            var index = [Int](repeating: -1, count: count)
            var low = [Int](repeating: 0, count: count)
            var onStack = [Bool](repeating: false, count: count)
            var stack: [Int] = []
            var component = [Int](repeating: -1, count: count)
            var components: [[Int]] = []
            var counter = 0
            for root in 0..<count where index[root] < 0 {
                var calls: [(node: Int, next: Int)] = [(root, 0)]
                index[root] = counter
                low[root] = counter
                counter += 1
                stack.append(root)
                onStack[root] = true
                while let (node, next) = calls.last {
                    if next < outgoing[node].count {
                        calls[calls.count - 1].next += 1
                        let target = outgoing[node][next]
                        if index[target] < 0 {
                            index[target] = counter
                            low[target] = counter
                            counter += 1
                            stack.append(target)
                            onStack[target] = true
                            calls.append((target, 0))
                        } else if onStack[target] {
                            low[node] = min(low[node], index[target])
                        }
                    } else {
                        calls.removeLast()
                        if let parent = calls.last { low[parent.node] = min(low[parent.node], low[node]) }
                        if low[node] == index[node] {
                            var members: [Int] = []
                            while true {
                                let member = stack.removeLast()
                                onStack[member] = false
                                component[member] = components.count
                                members.append(member)
                                if member == node { break }
                            }
                            components.append(members.sorted())
                        }
                    }
                }
            }
            return (component, components)
        }

        // MARK: Items

        mutating func makeItems() {
            // One layer more than the nodes need, for edges between nodes of the bottom layer.
            layers = [[Int]](repeating: [], count: (rank.max() ?? 0) + 2)
            packed = [Bool](repeating: false, count: layers.count)
            for row in rows.joined() { packed[row * 2] = true }
            for (node, size) in sizes.enumerated() {
                items.append(Item(layer: rank[node], width: size.width, height: size.height, anchor: size.width / 2, node: node))
                layers[rank[node]].append(node)
            }
            up = [[Int]](repeating: [], count: items.count)
            down = [[Int]](repeating: [], count: items.count)
            chains = [[Int]](repeating: [], count: edges.count)
            // Per (layer, lower end, laid out reversed): the piece the edges into that end share.
            var shared: [SharedPiece: Int] = [:]
            var linked = Set<Link>()
            for (index, edge) in edges.enumerated() where edge.source != edge.target {
                let (upper, lower) = reversed[index] ? (edge.target, edge.source) : (edge.source, edge.target)
                // An edge between nodes of one layer dips into the gap below and comes back up.
                let flat = rank[upper] == rank[lower]
                let last = flat ? rank[upper] + 1 : rank[lower] - 1
                // The middle gap between layers of nodes (an odd rank), where only edges run.
                let middle = flat ? last : rank[upper] + 1 + (rank[lower] - rank[upper] - 2) / 4 * 2
                var chain = [upper]
                for layer in (rank[upper] + 1)...last {
                    let key = SharedPiece(layer: layer, lower: lower, reversed: reversed[index])
                    if concentrated, !flat, edge.label == nil, let piece = shared[key] {
                        chain.append(piece)
                        continue
                    }
                    var item = Item(layer: layer, width: lineWidth, height: 0, anchor: lineWidth / 2, node: -1)
                    if layer == middle, let label = edge.label {
                        // The label sits right of its line, so the line never crosses it.
                        item.width = lineWidth + label.width
                        item.height = label.height
                    }
                    layers[layer].append(items.count)
                    items.append(item)
                    up.append([])
                    down.append([])
                    chain.append(items.count - 1)
                    if concentrated, !flat, edge.label == nil { shared[key] = items.count - 1 }
                }
                chain.append(lower)
                for step in 1..<chain.count {
                    let (above, below) = flat && step == chain.count - 1 ? (chain[step], chain[step - 1]) : (chain[step - 1], chain[step])
                    // Edges that share a piece share what follows it: one link each.
                    if concentrated, !linked.insert(Link(above: above, below: below)).inserted { continue }
                    down[above].append(below)
                    up[below].append(above)
                }
                chains[index] = chain
            }
            if layers.last!.isEmpty { layers.removeLast() }
        }

        // MARK: Order

        mutating func order() {
            setPositions()
            // A first sweep down gives every piece of an edge a place near its upper end.
            for layer in 1..<max(layers.count, 1) { sortByBarycenter(layer, neighbours: up) }
            var best = layers
            var fewest = crossings()
            for _ in 0..<6 where fewest > 0 {
                for layer in stride(from: layers.count - 2, through: 0, by: -1) { sortByBarycenter(layer, neighbours: down) }
                for layer in 1..<layers.count { sortByBarycenter(layer, neighbours: up) }
                let now = crossings()
                if now < fewest {
                    fewest = now
                    best = layers
                } else {
                    break
                }
            }
            layers = best
            setPositions()
        }

        mutating func setPositions() {
            for layer in layers {
                for (position, item) in layer.enumerated() { items[item].position = position }
            }
        }

        /// Sorts a layer by the mean position of each item's neighbours in the layer beside it;
        /// an item without any keeps its place. Ties keep the current order.
        mutating func sortByBarycenter(_ layer: Int, neighbours: [[Int]]) {
            let keys = layers[layer].map { item -> (Double, Int) in
                let around = neighbours[item]
                let current = items[item].position
                guard !around.isEmpty else { return (Double(current), current) }
                var sum = 0
                for other in around { sum += items[other].position }
                return (Double(sum) / Double(around.count), current)
            }
            let sorted = layers[layer].indices.sorted { keys[$0] < keys[$1] }
            layers[layer] = sorted.map { layers[layer][$0] }
            for (position, item) in layers[layer].enumerated() { items[item].position = position }
        }

        /// Crossings between all pairs of neighbouring layers, counted with a Fenwick tree.
        func crossings() -> Int {
            var total = 0
            for layer in 0..<max(layers.count - 1, 0) {
                var pairs: [(Int, Int)] = []
                for item in layers[layer] {
                    for other in down[item] { pairs.append((items[item].position, items[other].position)) }
                }
                pairs.sort { $0 < $1 }
                let size = layers[layer + 1].count
                var tree = [Int](repeating: 0, count: size + 1)
                var seen = 0
                for (_, target) in pairs {
                    // Earlier edges that end right of this one cross it.
                    var index = target + 1
                    var atOrLeft = 0
                    while index > 0 {
                        atOrLeft += tree[index]
                        index -= index & -index
                    }
                    total += seen - atOrLeft
                    index = target + 1
                    while index <= size {
                        tree[index] += 1
                        index += index & -index
                    }
                    seen += 1
                }
            }
            return total
        }

        // MARK: Places

        mutating func place() {
            for layer in layers {
                var x = 0.0
                var previous = -1
                for item in layer {
                    if previous >= 0 { x += gap(previous, item) }
                    items[item].x = x
                    x += items[item].width
                    previous = item
                }
            }
            for _ in 0..<4 {
                for layer in 1..<max(layers.count, 1) { align(layer, toward: [up]) }
                for layer in stride(from: layers.count - 2, through: 0, by: -1) { align(layer, toward: [down]) }
            }
            // The rows of a wrapped layer share one centre: a block, not a staircase.
            for group in rows {
                let centres = group.map { row -> Double in
                    let members = layers[row * 2]
                    return (items[members.first!].x + items[members.last!].x + items[members.last!].width) / 2
                }
                let centre = centres.reduce(0, +) / Double(centres.count)
                for (row, old) in zip(group, centres) {
                    for item in layers[row * 2] { items[item].x += centre - old }
                }
            }
            for layer in layers.indices where !packed[layer] { align(layer, toward: [up, down]) }
            closeUpIfTooWide()
            let left = items.map(\.x).min() ?? 0
            for index in items.indices { items[index].x += LayeredLayout.margin - left }
        }

        /// Layers that follow their edges drift apart: the rows of one wrapped layer sit under
        /// its users, the next layer's under its own, and a type graph of 278 nodes in rows
        /// 1,600 points wide spanned 4,700 points. A drawing wider than
        /// ``LayeredLayout/widestDrawing`` gives up straight edges for width: each layer is
        /// packed at its gaps around one centre line, in the order it has, so nothing comes to
        /// overlap and the drawing is as wide as its widest layer.
        mutating func closeUpIfTooWide() {
            let left = items.map(\.x).min() ?? 0
            let right = items.map { $0.x + $0.width }.max() ?? 0
            guard right - left > LayeredLayout.widestDrawing else { return }
            for layer in layers where !layer.isEmpty {
                var width = 0.0
                for (index, item) in layer.enumerated() {
                    if index > 0 { width += gap(layer[index - 1], item) }
                    width += items[item].width
                }
                var x = -width / 2
                for (index, item) in layer.enumerated() {
                    if index > 0 { x += gap(layer[index - 1], item) }
                    items[item].x = x
                    x += items[item].width
                }
            }
        }

        func gap(_ left: Int, _ right: Int) -> Double {
            items[left].node < 0 && items[right].node < 0 ? edgeGap : LayeredLayout.nodeGap
        }

        /// Moves each item of a layer as near as the order and gaps allow to the median line of
        /// its neighbours; pieces of edges weigh more, so long edges run straight.
        mutating func align(_ layer: Int, toward sides: [[[Int]]]) {
            let members = layers[layer]
            guard !members.isEmpty else { return }
            var targets: [Double] = []
            var weights: [Double] = []
            targets.reserveCapacity(members.count)
            var offset = 0.0
            var offsets: [Double] = []
            for (index, item) in members.enumerated() {
                if index > 0 { offset += items[members[index - 1]].width + gap(members[index - 1], item) }
                offsets.append(offset)
                var lines: [Double] = []
                for side in sides {
                    for other in side[item] { lines.append(items[other].x + items[other].anchor) }
                }
                let wanted = lines.isEmpty ? items[item].x + items[item].anchor : median(&lines)
                // In shifted coordinates (x minus the room the items before need) the order
                // and the gaps become "never decreasing".
                targets.append(wanted - items[item].anchor - offset)
                weights.append(lines.isEmpty ? 0.01 : (items[item].node < 0 ? 4 : 1))
            }
            let fitted = Self.isotonic(targets, weights: weights)
            if packed[layer] {
                // A row of a wrapped layer closes up around where its items want to be, so
                // the rows stack into a block instead of a staircase as wide as all of them.
                var centre = 0.0
                for (index, item) in members.enumerated() { centre += fitted[index] + offsets[index] + items[item].width / 2 }
                centre /= Double(members.count)
                let last = members[members.count - 1]
                let start = centre - (offsets[members.count - 1] + items[last].width) / 2
                for (index, item) in members.enumerated() { items[item].x = start + offsets[index] }
            } else {
                for (index, item) in members.enumerated() { items[item].x = fitted[index] + offsets[index] }
            }
        }

        func median(_ values: inout [Double]) -> Double {
            values.sort()
            let middle = values.count / 2
            return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
        }

        /// The never-decreasing sequence nearest (least weighted squares) to `values`.
        static func isotonic(_ values: [Double], weights: [Double]) -> [Double] {
            var blocks: [(mean: Double, weight: Double, count: Int)] = []
            for (index, value) in values.enumerated() {
                var block = (mean: value, weight: weights[index], count: 1)
                while let last = blocks.last, last.mean >= block.mean {
                    blocks.removeLast()
                    let weight = last.weight + block.weight
                    block = ((last.mean * last.weight + block.mean * block.weight) / weight, weight, last.count + block.count)
                }
                blocks.append(block)
            }
            var fitted: [Double] = []
            fitted.reserveCapacity(values.count)
            for block in blocks {
                for _ in 0..<block.count { fitted.append(block.mean) }
            }
            return fitted
        }

        // MARK: Routes

        func layout() -> LayeredLayout {
            // Each layer's band: as tall as its tallest item, then a gap.
            var top: [Double] = []
            var bandHeight: [Double] = []
            var y = LayeredLayout.margin
            for layer in layers {
                let height = layer.map { items[$0].height }.max() ?? 0
                top.append(y)
                bandHeight.append(height)
                y += height + LayeredLayout.layerGap
            }
            let height = y - LayeredLayout.layerGap + LayeredLayout.margin
            var boxes: [Box] = []
            boxes.reserveCapacity(sizes.count)
            for node in sizes.indices {
                let item = items[node]
                boxes.append(Box(x: item.x, y: top[item.layer] + (bandHeight[item.layer] - item.height) / 2, width: item.width, height: item.height))
            }
            let ports = self.ports(boxes)
            var routes: [Route] = []
            routes.reserveCapacity(edges.count)
            for (index, chain) in chains.enumerated() {
                guard chain.count >= 2 else {
                    routes.append(Route(points: [], label: nil))
                    continue
                }
                let upper = chain[0], lower = chain[chain.count - 1]
                let flat = items[upper].layer == items[lower].layer
                var points = [Point(x: ports.upper[index], y: boxes[upper].y + boxes[upper].height)]
                let bottomOfUpper = top[items[upper].layer] + bandHeight[items[upper].layer]
                if points[0].y < bottomOfUpper { points.append(Point(x: ports.upper[index], y: bottomOfUpper)) }
                var label: Box?
                for piece in chain.dropFirst().dropLast() {
                    let item = items[piece]
                    let line = item.x + item.anchor
                    points.append(Point(x: line, y: top[item.layer]))
                    if !flat { points.append(Point(x: line, y: top[item.layer] + bandHeight[item.layer])) }
                    if let size = edges[index].label, item.height > 0 {
                        label = Box(
                            x: item.x + lineWidth, y: top[item.layer] + (bandHeight[item.layer] - size.height) / 2,
                            width: size.width, height: size.height)
                    }
                }
                if flat {
                    let bottomOfLower = top[items[lower].layer] + bandHeight[items[lower].layer]
                    if boxes[lower].y + boxes[lower].height < bottomOfLower { points.append(Point(x: ports.lower[index], y: bottomOfLower)) }
                    points.append(Point(x: ports.lower[index], y: boxes[lower].y + boxes[lower].height))
                } else {
                    let topOfLower = top[items[lower].layer]
                    if boxes[lower].y > topOfLower { points.append(Point(x: ports.lower[index], y: topOfLower)) }
                    points.append(Point(x: ports.lower[index], y: boxes[lower].y))
                }
                if reversed[index] { points.reverse() }
                routes.append(Route(points: points, label: label))
            }
            let width = (items.map { $0.x + $0.width }.max() ?? 0) + LayeredLayout.margin
            return LayeredLayout(nodes: boxes, routes: routes, width: width, height: max(height, 2 * LayeredLayout.margin))
        }

        /// Where each edge leaves its upper node and enters its lower one (for an edge within
        /// a layer, both ends on the bottom): spread over the middle half of the border, in the
        /// order of the pieces they go to, so edges fan out.
        func ports(_ boxes: [Box]) -> (upper: [Double], lower: [Double]) {
            var upper = [Double](repeating: 0, count: edges.count)
            var lower = [Double](repeating: 0, count: edges.count)
            // Per node and side: (the neighbouring piece's position, edge, whether its lower end).
            var bottom = [[(Int, Int, Bool)]](repeating: [], count: sizes.count)
            var top = [[(Int, Int, Bool)]](repeating: [], count: sizes.count)
            for (index, chain) in chains.enumerated() where chain.count >= 2 {
                let first = chain[0], last = chain[chain.count - 1]
                bottom[first].append((items[chain[1]].position, index, false))
                let flat = items[first].layer == items[last].layer
                let end = (items[chain[chain.count - 2]].position, index, true)
                if flat { bottom[last].append(end) } else { top[last].append(end) }
            }
            func spread(_ list: [(Int, Int, Bool)], _ box: Box) {
                let sorted = list.sorted { ($0.0, $0.1, $0.2 ? 1 : 0) < ($1.0, $1.1, $1.2 ? 1 : 0) }
                for (rank, (_, edge, isLower)) in sorted.enumerated() {
                    let x = box.x + box.width / 4 + box.width / 2 * Double(rank + 1) / Double(sorted.count + 1)
                    if isLower { lower[edge] = x } else { upper[edge] = x }
                }
            }
            for node in sizes.indices {
                spread(bottom[node], boxes[node])
                spread(top[node], boxes[node])
            }
            return (upper, lower)
        }
    }
}
