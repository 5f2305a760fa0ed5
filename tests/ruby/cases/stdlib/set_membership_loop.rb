require "set"
graph = { "a" => %w[b c], "b" => %w[d], "c" => %w[d e], "d" => [], "e" => %w[a] }
def reachable(graph, start)
  seen = Set.new
  stack = [start]
  until stack.empty?
    node = stack.pop
    next unless seen.add?(node)
    graph.fetch(node, []).each { |n| stack.push(n) }
  end
  seen
end
p reachable(graph, "b").to_a
p reachable(graph, "a").to_a.sort
p reachable(graph, "c").size
visited = Set[]
p visited.empty?
p (Set[1] + Set[2]).to_a
p Set[1, 2].proper_subset?(Set[1, 2, 3])
p Set["x"].include?("x".dup)
