-- Test helper for test/neovim.test.ts: waits (at most 20 s) for the language server's diagnostics
-- on the current buffer, writes them one per line (code|line|message) to $PBN_NVIM_OUT, and quits.
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 100)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
  local code = diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code) or ''
  table.insert(lines, code .. '|' .. diagnostic.lnum .. '|' .. diagnostic.message)
end
vim.fn.writefile(lines, vim.env.PBN_NVIM_OUT)
vim.cmd('qa!')
