log = <<~LOG
  2024-01-01 ERROR disk full on /dev/sda1
  2024-01-01 INFO started
  2024-01-02 ERROR timeout contacting db1
  2024-01-03 WARN slow query
LOG
errors = log.scan(/^(\S+) ERROR (.*)$/)
p errors
p errors.map(&:first).uniq
p log.scan(/\b[A-Z]{4,5}\b/).tally
p log.lines.grep(/ERROR/).size
levels = log.each_line.map { |l| l[/\b(ERROR|INFO|WARN)\b/, 1] }
p levels
p log.scan(/\d{4}-\d{2}-(\d{2})/).flatten.map(&:to_i).max
p log =~ /timeout/
p log.match(/contacting (\w+)/)&.captures
p log.scan(/(?<dev>\/dev\/\w+)/)
