# A first recipe: converges into /tmp/toque-hello, safe to run anywhere.
# Run it twice: the second run changes nothing ("0/… resources updated").
base = ENV.fetch("TOQUE_HELLO_DIR", "/tmp/toque-hello")
greetings = { "en" => "Hello", "fr" => "Bonjour", "de" => "Hallo" }

directory base do
  mode "0755"
end

greetings.each do |lang, word|
  file "#{base}/#{lang}.txt" do
    content "#{word}, world!\n"
    mode "0644"
    notifies :run, "execute[index]", :delayed
  end
end

execute "index" do
  command "ls #{base}/*.txt > #{base}/index"
  action :nothing
end

file "#{base}/summary" do
  content lazy { "#{greetings.size} greetings in #{::Dir.glob("#{base}/*.txt").size} files\n" }
end

log "greetings written to #{base}"
