latencies = [120, 85, 300, 95, 110, 87, 1500, 99]
sorted = latencies.sort
mean = latencies.sum.to_f / latencies.size
median = sorted.size.even? ? (sorted[sorted.size / 2 - 1] + sorted[sorted.size / 2]) / 2.0 : sorted[sorted.size / 2]
p sorted
p mean
p mean.round(2)
p median
p95 = sorted[(0.95 * (sorted.size - 1)).round]
p p95
variance = latencies.sum { |x| (x - mean)**2 } / latencies.size
p Math.sqrt(variance).round(3)
p latencies.each_slice(3).map { |s| s.sum / s.size }
p latencies.minmax
p latencies.count { |x| x > mean }
p format("%.1f", mean)
