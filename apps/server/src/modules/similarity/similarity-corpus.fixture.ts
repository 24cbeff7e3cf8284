/**
 * A synthetic corpus for the similarity tests (written for them): one problem (shortest paths
 * from city 1 on a weighted graph), an original solution, copies disguised the usual ways, and
 * solutions written independently.
 */

export const ORIGINAL_CPP = `#include <bits/stdc++.h>
using namespace std;

const long long INF = 1e18;
int n, m;
vector<pair<int, long long>> adj[200005];
long long dist[200005];

void dijkstra(int src) {
    for (int i = 1; i <= n; i++) dist[i] = INF;
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
    dist[src] = 0;
    pq.push({0, src});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                pq.push({dist[v], v});
            }
        }
    }
}

void readGraph() {
    cin >> n >> m;
    for (int i = 0; i < m; i++) {
        int a, b;
        long long c;
        cin >> a >> b >> c;
        adj[a].push_back({b, c});
        adj[b].push_back({a, c});
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    readGraph();
    dijkstra(1);
    for (int i = 1; i <= n; i++) {
        if (dist[i] == INF) cout << -1 << ' ';
        else cout << dist[i] << ' ';
    }
    cout << '\\n';
    return 0;
}
`;

/** The original with every name changed, the two helpers swapped, blank lines and comments added. */
export const DISGUISED_CPP = `#include <bits/stdc++.h>
using namespace std;

// my own solution, promise
const long long BIG = 1e18;

int cities, roads;
vector<pair<int, long long>> graph_[200005];

long long best[200005];  // best distance found so far


/* read the roads */
void input() {
    cin >> cities >> roads;

    for (int k = 0; k < roads; k++) {
        int from, to;
        long long cost;
        cin >> from >> to >> cost;
        // both directions
        graph_[from].push_back({to, cost});
        graph_[to].push_back({from, cost});
    }
}

void shortest(int start) {
    for (int k = 1; k <= cities; k++) best[k] = BIG;

    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> heap;
    best[start] = 0;
    heap.push({0, start});

    while (!heap.empty()) {
        auto [cur, node] = heap.top();
        heap.pop();
        if (cur > best[node]) continue;  // stale

        for (auto [next, len] : graph_[node]) {
            if (best[node] + len < best[next]) {
                best[next] = best[node] + len;
                heap.push({best[next], next});
            }
        }
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    input();
    shortest(1);
    for (int k = 1; k <= cities; k++) {
        if (best[k] == BIG) cout << -1 << ' ';
        else cout << best[k] << ' ';
    }

    cout << '\\n';
    return 0;
}
`;

/** Written independently: Bellman-Ford style relaxation with a queue (SPFA), C I/O, an edge list. */
export const INDEPENDENT_CPP_1 = `#include <cstdio>
#include <cstring>
#include <queue>

struct Edge { int to, next; long long w; } e[400010];
int head[200010], cnt;
long long d[200010];
bool inq[200010];

void add(int u, int v, long long w) {
    e[++cnt].to = v; e[cnt].w = w; e[cnt].next = head[u]; head[u] = cnt;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    while (m--) {
        int u, v; long long w;
        scanf("%d %d %lld", &u, &v, &w);
        add(u, v, w); add(v, u, w);
    }
    memset(d, 0x3f, sizeof d);
    std::queue<int> q;
    d[1] = 0; q.push(1); inq[1] = true;
    while (q.size()) {
        int u = q.front(); q.pop(); inq[u] = false;
        for (int i = head[u]; i; i = e[i].next) {
            int v = e[i].to;
            if (d[u] + e[i].w < d[v]) {
                d[v] = d[u] + e[i].w;
                if (!inq[v]) { inq[v] = true; q.push(v); }
            }
        }
    }
    for (int i = 1; i <= n; i++) printf("%lld ", d[i] > (long long)1e17 ? -1LL : d[i]);
    puts("");
}
`;

/** Written independently: Dijkstra over a set, a struct of its own, everything in main. */
export const INDEPENDENT_CPP_2 = `#include <iostream>
#include <set>
#include <vector>
using namespace std;
typedef long long ll;

struct Graph {
    int size;
    vector<vector<pair<int, ll>>> edges;
    explicit Graph(int s) : size(s), edges(s + 1) {}
    void link(int x, int y, ll c) { edges[x].emplace_back(y, c); edges[y].emplace_back(x, c); }
};

int main() {
    int N, M;
    if (!(cin >> N >> M)) return 0;
    Graph g(N);
    for (int j = 0; j < M; ++j) { int x, y; ll c; cin >> x >> y >> c; g.link(x, y, c); }
    vector<ll> res(N + 1, -1);
    set<pair<ll, int>> open = {{0, 1}};
    res[1] = 0;
    while (!open.empty()) {
        pair<ll, int> top = *open.begin();
        open.erase(open.begin());
        for (const auto& edge : g.edges[top.second]) {
            ll nd = top.first + edge.second;
            if (res[edge.first] == -1 || nd < res[edge.first]) {
                if (res[edge.first] != -1) open.erase({res[edge.first], edge.first});
                res[edge.first] = nd;
                open.insert({nd, edge.first});
            }
        }
    }
    for (int j = 1; j <= N; ++j) cout << res[j] << (j == N ? '\\n' : ' ');
}
`;

export const ORIGINAL_PY = `import sys
import heapq


def read_graph():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    pos = 2
    for _ in range(m):
        a, b, c = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        adj[a].append((b, c))
        adj[b].append((a, c))
    return n, adj


def dijkstra(n, adj, src):
    dist = [None] * (n + 1)
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            if dist[v] is None or d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(heap, (dist[v], v))
    return dist


def main():
    n, adj = read_graph()
    dist = dijkstra(n, adj, 1)
    print(" ".join(str(-1 if x is None else x) for x in dist[1:]))


main()
`;

export const DISGUISED_PY = `import sys
import heapq


# shortest paths
def shortest(count, graph, start):
    best = [None] * (count + 1)

    best[start] = 0
    queue = [(0, start)]
    while queue:
        cur, node = heapq.heappop(queue)
        if cur > best[node]:
            continue  # outdated entry

        for nxt, cost in graph[node]:
            if best[nxt] is None or cur + cost < best[nxt]:
                best[nxt] = cur + cost
                heapq.heappush(queue, (best[nxt], nxt))
    return best


def load():
    tokens = sys.stdin.read().split()
    count, edges = int(tokens[0]), int(tokens[1])

    graph = [[] for _ in range(count + 1)]
    at = 2
    for _ in range(edges):
        x, y, z = int(tokens[at]), int(tokens[at + 1]), int(tokens[at + 2])
        at += 3
        graph[x].append((y, z))
        graph[y].append((x, z))
    return count, graph


def main():
    count, graph = load()
    best = shortest(count, graph, 1)
    print(" ".join(str(-1 if x is None else x) for x in best[1:]))


main()
`;

export const INDEPENDENT_PY = `from collections import deque
import sys

input = sys.stdin.readline
n, m = map(int, input().split())
g = {i: [] for i in range(1, n + 1)}
for _ in range(m):
    u, v, w = map(int, input().split())
    g[u].append((v, w))
    g[v].append((u, w))
INF = float("inf")
dist = {i: INF for i in g}
dist[1] = 0
todo = deque([1])
queued = {1}
while todo:
    u = todo.popleft()
    queued.discard(u)
    for v, w in g[u]:
        if dist[u] + w < dist[v]:
            dist[v] = dist[u] + w
            if v not in queued:
                queued.add(v)
                todo.append(v)
print(*[(-1 if dist[i] == INF else dist[i]) for i in range(1, n + 1)])
`;

/** A contest's code template (a fast-input helper given to every contestant) and two solutions built on it. */
export const TEMPLATE_CPP = `#include <bits/stdc++.h>
using namespace std;

namespace fastio {
    char buf[1 << 16];
    int len = 0, pos = 0;
    inline char next() {
        if (pos == len) { len = (int)fread(buf, 1, sizeof buf, stdin); pos = 0; }
        return pos < len ? buf[pos++] : (char)-1;
    }
    inline long long read() {
        long long x = 0; bool neg = false; char c = next();
        while (c != '-' && (c < '0' || c > '9')) c = next();
        if (c == '-') { neg = true; c = next(); }
        while (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); c = next(); }
        return neg ? -x : x;
    }
    inline void write(long long x) {
        if (x < 0) { putchar('-'); x = -x; }
        if (x > 9) write(x / 10);
        putchar('0' + x % 10);
    }
}
`;

export const ON_TEMPLATE_1 = `${TEMPLATE_CPP}
int main() {
    long long n = fastio::read();
    long long total = 0;
    for (long long i = 0; i < n; i++) total += fastio::read();
    fastio::write(total);
    putchar('\\n');
}
`;

export const ON_TEMPLATE_2 = `${TEMPLATE_CPP}
int main() {
    int q = (int)fastio::read();
    vector<long long> xs(q);
    for (auto& x : xs) x = fastio::read();
    sort(xs.begin(), xs.end());
    fastio::write(xs.empty() ? 0 : xs.back() - xs.front());
    putchar('\\n');
}
`;
