clib_note '@OUT@/note.txt' do
  action :remove
end
