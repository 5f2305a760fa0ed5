class Site
  redo
end
