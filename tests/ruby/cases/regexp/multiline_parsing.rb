status = <<~OUT
  ● nginx.service - A high performance web server
       Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
       Active: active (running) since Mon 2024-01-01 10:00:00 UTC; 2h ago
     Main PID: 1234 (nginx)
        Tasks: 3 (limit: 4915)
OUT
p status[/Active: (\w+) \((\w+)\)/, 1]
p status[/Active: (\w+) \((\w+)\)/, 2]
p status.match(/Main PID: (?<pid>\d+) \((?<cmd>\w+)\)/).named_captures
p status =~ /enabled;/
p status.scan(/^\s*(\w[\w ]*):/).flatten
p status.lines.grep(/Tasks/).first.strip
block = "BEGIN\nline a\nline b\nEND\nafter"
p block[/BEGIN\n(.*?)\nEND/m, 1]
p block[/BEGIN(.*)END/, 1]
p block.match?(/\Aafter/)
p block.match?(/^after/)
p block.split(/^END$/).last.strip
