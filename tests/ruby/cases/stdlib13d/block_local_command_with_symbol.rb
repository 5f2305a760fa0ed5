def resource(type, &b) = "#{type}:#{b ? b.call : '-'}"
%w[a].each { |template| template = 1 }
out = resource :template do "body" end
p out
