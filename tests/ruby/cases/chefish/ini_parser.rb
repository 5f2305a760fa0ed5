INI = <<~INI
  ; global settings
  [main]
  name = my app
  debug = false

  [database]
  host=db.internal
  port = 5432
  # comment
  pool = 10
INI

def parse_ini(text)
  section = nil
  text.each_line.with_object({}) do |raw, result|
    line = raw.strip
    next if line.empty? || line.start_with?(";", "#")
    if (m = line.match(/\A\[(?<name>[^\]]+)\]\z/))
      section = result[m[:name]] = {}
    elsif (m = line.match(/\A(?<k>[^=]+?)\s*=\s*(?<v>.*)\z/))
      value = case m[:v]
              when /\A\d+\z/ then m[:v].to_i
              when "true", "false" then m[:v] == "true"
              else m[:v]
              end
      section[m[:k]] = value
    end
  end
end
conf = parse_ini(INI)
p conf
p conf["database"]["port"] + 1
p conf.dig("main", "debug")
